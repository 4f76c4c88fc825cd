// @ts-check
// The import rules of eslint.config.mjs, shown on code an engineer might write: a remote importing another app
// or a package's insides is refused; the package entry points are fine.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** @param {string} code @param {string} filePath */
async function importErrors(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

test('a remote importing another remote is refused', async () => {
  for (const code of [
    "import { CalculatorPageLayout } from 'mfe-calculators/src/components/CalculatorPageLayout';\n",
    "import { CalculatorPageLayout } from '../../../mfe-calculators/src/components/CalculatorPageLayout';\n",
    "import { Header } from '../../../shell/src/frame/Header';\n",
  ]) {
    const errors = await importErrors(code, 'mfe-gallery/src/lib/example.ts');
    assert.equal(errors.length, 1, code);
    assert.match(errors[0]?.message ?? '', /never imports another app/);
  }
});

test('the shell importing a remote is refused', async () => {
  const errors = await importErrors(
    "import GalleryPage from '../../mfe-gallery/src/pages/GalleryPage';\n",
    'shell/src/pages/example.ts',
  );
  assert.equal(errors.length, 1);
});

test("a deep import into a package's src/ is refused everywhere", async () => {
  for (const filePath of [
    'mfe-blog/src/lib/example.ts',
    'backend/src/example.ts',
    'packages/site/src/x.ts',
  ]) {
    const errors = await importErrors("import { renderPage } from '@stairs/site/src/testing';\n", filePath);
    assert.equal(errors.length, 1, filePath);
    assert.match(errors[0]?.message ?? '', /exports map/);
  }
});

test('own files, packages and their exported entry points are fine', async () => {
  const code = [
    "import { Button } from '@stairs/ui';",
    "import '@stairs/ui/theme.css';",
    "import { renderPage } from '@stairs/site/testing';",
    "import { formatEuro } from '@stairs/contracts';",
    "import { categoryLabel } from '../lib/categories';",
    '',
  ].join('\n');
  assert.deepEqual(await importErrors(code, 'mfe-gallery/src/components/example.tsx'), []);
});

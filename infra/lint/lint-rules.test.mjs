// @ts-check
// The import rules of eslint.config.mjs, shown on code an engineer might write: a remote importing another app
// or a package's insides is refused; the package entry points are fine. And the one way to call the API: a request
// with a hand-written answer type, the raw request and an API path outside the API table are refused.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** @param {string} code @param {string} filePath @param {string} ruleId */
async function ruleErrors(code, filePath, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  const messages = result?.messages ?? [];
  assert.deepEqual(
    messages.filter((message) => message.fatal),
    [],
    'the example must parse',
  );
  return messages.filter((message) => message.ruleId === ruleId);
}

/** @param {string} code @param {string} filePath */
const importErrors = (code, filePath) => ruleErrors(code, filePath, 'no-restricted-imports');
/** @param {string} code @param {string} filePath */
const syntaxErrors = (code, filePath) => ruleErrors(code, filePath, 'no-restricted-syntax');

test('a remote importing another remote is refused', async () => {
  for (const code of [
    "import { CalculatorPage } from 'mfe-calculators/src/components/CalculatorPage';\n",
    "import { CalculatorPage } from '../../../mfe-calculators/src/components/CalculatorPage';\n",
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

test('a request with a hand-written answer type, or the raw request, is refused in the apps', async () => {
  for (const [code, filePath] of [
    [
      'export const load = () => request<PhoneLead[]>(API.phoneLeads.method, apiUrl(API.phoneLeads));\n',
      'mfe-admin/src/hooks/example.ts',
    ],
    ["export const save = (body: object) => client.request<unknown>('POST', url, body);\n", 'shell/src/x.ts'],
    [
      "export const post = () => apiRequest('POST', apiUrl(API.storePhone), {});\n",
      'mfe-calculators/src/x.ts',
    ],
    ['export const read = () => apiGet(apiUrl(API.siteConfig));\n', 'packages/site/src/x.ts'],
  ]) {
    const errors = await syntaxErrors(code, filePath);
    assert.equal(errors.length, 1, code);
    assert.match(errors[0]?.message ?? '', /Call the API from its table/);
  }
});

test('an API path written outside the API table is refused, in the apps, the packages and the renderer', async () => {
  for (const [code, filePath] of [
    ["export const url = '/api/admin/pricing';\n", 'mfe-admin/src/lib/example.ts'],
    ['export const url = (page: number) => `/api/blog/articles?page=${page}`;\n', 'mfe-blog/src/lib/x.ts'],
    ['export const Link = () => <a href="/api/concrete-html/1">Angebot</a>;\n', 'mfe-calculators/src/x.tsx'],
    ["export const PREFIX = '/api/admin';\n", 'packages/site/src/admin/x.ts'],
    [
      'const page = 1;\nfetch(new URL(`/api/blog/articles?page=${page}`, "http://x"));\n',
      'shell/renderer/x.mjs',
    ],
  ]) {
    const errors = await syntaxErrors(code, filePath);
    assert.equal(errors.length, 1, `${filePath}: ${code}`);
    assert.match(errors[0]?.message ?? '', /written once, in the API table/);
  }
});

test('calls from the API table, the table itself, the client and tests are fine', async () => {
  for (const [code, filePath] of [
    [
      [
        "import { useQuery } from '@tanstack/react-query';",
        "import { API } from '@stairs/contracts';",
        "import { adminQueryOptions, useAdminCall } from '@stairs/site';",
        'export function usePhoneLeads() {',
        '  const call = useAdminCall();',
        '  const query = useQuery(adminQueryOptions(API.phoneLeads));',
        '  return { query, remove: (id: string) => call(API.deletePhoneLead, { params: { id } }) };',
        '}',
        '',
      ].join('\n'),
      'mfe-admin/src/hooks/example.ts',
    ],
    ["export const path = '/api/health';\n", 'packages/contracts/src/api/example.ts'],
    [
      "export const call = (url: string) => apiRequest<unknown>('GET', url);\n",
      'packages/api-client/src/example.ts',
    ],
    ["it('x', () => expect(url).toBe('/api/admin/pricing'));\n", 'mfe-admin/src/lib/example.test.ts'],
  ]) {
    assert.deepEqual(await syntaxErrors(code, filePath), [], `${filePath}: ${code}`);
  }
});

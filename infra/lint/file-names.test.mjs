// @ts-check
// One naming convention for files: name a file after what it exports. A React component (or a module that
// re-exports a page) is PascalCase.tsx, a hook is useSomething.ts, anything else is kebab-case. One test suffix
// per level: unit tests *.test.ts(x) beside the code, backend integration tests test/*.int.test.ts, end-to-end
// tests e2e/tests/*.e2e.ts. This test lists every file that breaks the rule.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const SOURCE_ROOTS = /^(shell|mfe-[a-z]+|packages\/[a-z-]+)\/src\//;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const COMPONENT_EXPORT =
  /export (default )?function [A-Z]|export class [A-Z]\w* extends|export \{ default|export default [A-Z]/;

/** @param {string} file */
function namingProblem(file) {
  const name = path.basename(file);
  const match = /^(.*?)((?:\.int)?\.test)?\.(tsx?)$/.exec(name);
  if (!match) return null;
  const [, stem = '', testSuffix, ext] = match;
  if (stem === 'index' || stem === 'bootstrap' || testSuffix) return null;
  if (stem.startsWith('use')) return HOOK.test(stem) ? null : 'a hook is named useSomething';
  if (ext === 'tsx' && COMPONENT_EXPORT.test(readFileSync(path.join(repoRoot, file), 'utf8'))) {
    return PASCAL.test(stem) ? null : 'a component file is PascalCase';
  }
  return KEBAB.test(stem) ? null : 'a module is kebab-case';
}

test('frontend and package source files follow the naming rule', () => {
  const problems = tracked
    .filter((file) => SOURCE_ROOTS.test(file) && /\.tsx?$/.test(file))
    .map((file) => ({ file, problem: namingProblem(file) }))
    .filter(({ problem }) => problem !== null)
    .map(({ file, problem }) => `${file}: ${problem}`);
  assert.deepEqual(problems, []);
});

test('one test-file suffix per level', () => {
  const problems = tracked.filter(
    (file) =>
      /\.spec\.[cm]?[jt]sx?$/.test(file) ||
      (file.startsWith('backend/test/') && /\.test\.ts$/.test(file) && !/\.int\.test\.ts$/.test(file)) ||
      (file.startsWith('backend/src/') && /\.int\.test\.ts$/.test(file)) ||
      (file.startsWith('e2e/tests/') && !/\.e2e\.ts$/.test(file)),
  );
  assert.deepEqual(problems, []);
});

test('the rule itself: it names what is wrong', () => {
  assert.equal(namingProblem('mfe-gallery/src/lib/quoteRequest.ts'), 'a module is kebab-case');
  assert.equal(
    namingProblem('packages/site/src/consent/use-cookie-consent.ts'),
    'a hook is named useSomething',
  );
  assert.equal(namingProblem('mfe-gallery/src/lib/quote-request.ts'), null);
});

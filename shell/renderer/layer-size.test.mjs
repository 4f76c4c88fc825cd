// @ts-check
// The islands and pre-render layer (docs/decisions.md, "What is hydrated") is kept small on purpose: every page's
// first load and every form answer without script go through it. This is the list of its files, and its budget.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Its folders (every non-test source file in them) and single files, from the repository's root. */
const LAYER = [
  'shell/renderer',
  'shell/src/islands',
  'shell/src/server',
  'shell/document.cjs',
  'shell/src/federation/page-state.ts',
  'shell/src/federation/remote-fragment.tsx',
  'packages/contracts/src/page-boot.ts',
  'packages/site/src/rendering',
  'packages/site/src/islands.ts',
];
const MAX_LINES = 1500;
const SOURCE = /\.(ts|tsx|mjs|cjs)$/;
const TEST = /\.test\.|\/test\//;

/** @param {string} entry @returns {Promise<string[]>} */
async function sourceFiles(entry) {
  const full = path.join(repoRoot, entry);
  if (SOURCE.test(entry)) return [full];
  const names = await readdir(full, { recursive: true });
  return names.filter((name) => SOURCE.test(name) && !TEST.test(name)).map((name) => path.join(full, name));
}

test(`the islands and pre-render layer stays within ${MAX_LINES} lines`, async () => {
  const files = (await Promise.all(LAYER.map(sourceFiles))).flat();
  const lines = await Promise.all(
    files.map(async (file) => (await readFile(file, 'utf8')).split('\n').length - 1),
  );
  const total = lines.reduce((sum, count) => sum + count, 0);
  const largest = files
    .map((file, index) => `${path.relative(repoRoot, file)} ${lines[index]}`)
    .sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]))
    .slice(0, 5);
  assert.ok(
    total <= MAX_LINES,
    `${total} lines in ${files.length} files (largest: ${largest.join(', ')}): simplify before raising the budget`,
  );
});

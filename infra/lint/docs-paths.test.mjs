// @ts-check
// Docs that cannot drift: every repository path a README or a doc names in backticks exists. A path with a
// placeholder (<uuid>, *, {id}) names a pattern, not a file, and is left out.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The workspaces' top folders (root package.json) and docs/. */
const TOP_LEVEL = [
  ...new Set(
    /** @type {{ workspaces: string[] }} */ (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    ).workspaces.map((workspace) => workspace.split('/')[0] ?? workspace),
  ),
  'docs',
];
const PATH_IN_BACKTICKS = new RegExp('`((?:' + TOP_LEVEL.join('|') + ')/[^`\\s]+)`', 'g');
const PLACEHOLDER = /[<>*{}$]/;

/** README.md, docs/*.md and the README of every workspace. */
function documents() {
  const workspaces = [
    ...TOP_LEVEL.filter((dir) => dir !== 'packages' && dir !== 'docs'),
    ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`),
  ];
  return [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
    ...workspaces.map((dir) => `${dir}/README.md`),
  ].filter((file) => existsSync(path.join(root, file)));
}

test('every path the docs name exists', () => {
  const missing = [];
  for (const file of documents()) {
    for (const [, named] of readFileSync(path.join(root, file), 'utf8').matchAll(PATH_IN_BACKTICKS)) {
      if (PLACEHOLDER.test(named)) continue;
      const target = named.replace(/[:#].*$/, '').replace(/[.,;)]+$/, '');
      if (!existsSync(path.join(root, target))) missing.push(`${file}: ${named}`);
    }
  }
  assert.deepEqual(missing, []);
});

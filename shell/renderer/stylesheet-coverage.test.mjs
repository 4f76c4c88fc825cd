// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCoveredByShell, markupClasses, readSheetClasses, sheetClasses } from './stylesheet-coverage.mjs';

const SHELL_CSS =
  '*,:after{box-sizing:border-box}.grid{display:grid}.md\\:grid-cols-2{}.w-1\\/2{width:50%}' +
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}@keyframes spin{to{transform:rotate(1turn)}}';
const scoped = (/** @type {string} */ rule) => `:where([data-remote=gallery],body>:not(#root)) ${rule}`;

test('a sheet’s classes: escapes read as the class names markup writes, keyframe steps skipped', () => {
  const sheet = sheetClasses(SHELL_CSS);
  assert.deepEqual([...sheet.classes].sort(), ['[&>svg]:size-4', 'grid', 'md:grid-cols-2', 'w-1/2']);
  // `*,:after` names no class: class names alone cannot say what such a sheet gives.
  assert.equal(sheet.judgeable, false);
  assert.equal(sheetClasses(`${scoped('.grid{display:grid}')}@keyframes a{0%{opacity:0}}`).judgeable, true);
});

test('markup’s classes: React’s escaped attribute values read back', () => {
  const html =
    '<ul class="grid md:grid-cols-2"><li class="[&amp;&gt;svg]:size-4  w-1/2">x</li></ul><p>class="no"</p>';
  assert.deepEqual([...markupClasses(html)].sort(), ['[&>svg]:size-4', 'grid', 'md:grid-cols-2', 'w-1/2']);
});

test('a remote’s sheet is left out only when the shell’s defines every class it gives the markup', () => {
  const shell = sheetClasses(SHELL_CSS);
  const remote = sheetClasses(scoped('.grid{display:grid}') + scoped('.aspect-video{aspect-ratio:16/9}'));
  // Classes neither sheet defines (an icon's own class) do not matter.
  assert.equal(isCoveredByShell(new Set(['grid', 'lucide']), shell, remote), true);
  // A remote built later with a utility the shell's sheet lacks keeps its sheet in the head.
  assert.equal(isCoveredByShell(new Set(['grid', 'aspect-video']), shell, remote), false);
  // A remote rule that names no class cannot be judged by class names: the sheet stays.
  const withElementRule = sheetClasses(scoped('.grid{display:grid}') + 'img{display:block}');
  assert.equal(isCoveredByShell(new Set(['grid']), shell, withElementRule), false);
});

test('a remote’s sheet that cannot be read keeps its link', async () => {
  const missing = await readSheetClasses('/nonexistent/remotes/gallery/1.css');
  assert.equal(isCoveredByShell(new Set(['grid']), sheetClasses(SHELL_CSS), missing), false);
});

// @ts-check
// Whether a rendered page needs a remote's stylesheet in its head, or the shell's (built from every app's sources)
// styles it already: a second sheet costs style work before the first paint (docs/decisions.md, "A rendered page
// is composed from parts"). Without the link the remote's sheet still comes with its code when an island wakes.
import { readFile } from 'node:fs/promises';
import { Parser } from 'htmlparser2';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** @typedef {{ classes: Set<string>; judgeable: boolean }} SheetClasses not judgeable: a rule names no class */

/** @param {string} css @returns {SheetClasses} */
export function sheetClasses(css) {
  /** @type {Set<string>} */
  const classes = new Set();
  let judgeable = true;
  postcss.parse(css).walkRules((rule) => {
    // Keyframe steps (`0%`, `to`) are not selectors.
    if (/keyframes$/i.test(/** @type {import('postcss').AtRule | undefined} */ (rule.parent)?.name ?? ''))
      return;
    /** @type {string[]} */
    const names = [];
    selectorParser()
      .astSync(rule.selector)
      .walkClasses((node) => void names.push(node.value));
    for (const name of names) classes.add(name);
    judgeable &&= names.length > 0;
  });
  return { classes, judgeable };
}

/** A sheet file's classes; one that cannot be read cannot be judged. @returns {Promise<SheetClasses>} */
export const readSheetClasses = (/** @type {string} */ file) =>
  readFile(file, 'utf8')
    .then(sheetClasses)
    .catch(() => ({ classes: new Set(), judgeable: false }));

/** The class names of React's markup (read by an HTML parser, which decodes the attribute values). @param {string} html */
export function markupClasses(html) {
  /** @type {Set<string>} */
  const classes = new Set();
  new Parser({
    onattribute(name, value) {
      if (name === 'class') for (const c of value.split(/\s+/)) if (c) classes.add(c);
    },
  }).end(html);
  return classes;
}

/**
 * True when the remote's sheet adds nothing the markup uses to what the shell's sheets define.
 * @param {Set<string>} used classes of the page's markup @param {SheetClasses} shell @param {SheetClasses} remote
 */
export const isCoveredByShell = (used, shell, remote) =>
  remote.judgeable && [...used].every((name) => !remote.classes.has(name) || shell.classes.has(name));

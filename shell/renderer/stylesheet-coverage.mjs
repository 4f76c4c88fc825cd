// @ts-check
// Whether a rendered page needs a remote's stylesheet in its head, or the shell's stylesheet already styles it.
// Every app's sheet is built from the sources of all apps (packages/rspack-config/tailwind.js), so the shell's sheet
// holds every utility a remote's markup uses: a remote's sheet in the head would add nothing for the first paint but
// a second copy of ~650 rules, each scoped with a descendant selector, for the browser to match against every element
// (style recalculation of / took a third longer with it: ~40 vs ~26 ms on the development machine). A remote built
// or published at another time may use a utility the shell's sheet lacks: then its sheet stays in the head.
// Without the head link the remote's sheet still arrives with its code, when an island of it wakes.
import { readFile } from 'node:fs/promises';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * @typedef {{ classes: Set<string>; judgeable: boolean }} SheetClasses the classes a stylesheet's rules name; not
 *   judgeable when a rule names no class at all (an element or attribute rule is not covered by class names)
 */

/** @param {string} css @returns {SheetClasses} */
export function sheetClasses(css) {
  /** @type {Set<string>} */
  const classes = new Set();
  let judgeable = true;
  postcss.parse(css).walkRules((rule) => {
    // Keyframe steps (`0%`, `to`) are not selectors.
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (rule.parent).name)
    )
      return;
    let named = false;
    selectorParser((selectors) => {
      selectors.walkClasses((node) => {
        classes.add(node.value);
        named = true;
      });
    }).processSync(rule.selector);
    if (!named) judgeable = false;
  });
  return { classes, judgeable };
}

/**
 * A stylesheet file's classes; one that cannot be read cannot be judged (its link stays in the head).
 * @param {string} file @returns {Promise<SheetClasses>}
 */
export async function readSheetClasses(file) {
  try {
    return sheetClasses(await readFile(file, 'utf8'));
  } catch {
    return { classes: new Set(), judgeable: false };
  }
}

/** The five characters React escapes in attribute values. */
const ATTRIBUTE_ENTITIES = /** @type {Record<string, string>} */ ({
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
});

/**
 * The class names React's markup uses (`class="…"` attributes).
 * @param {string} html @returns {Set<string>}
 */
export function markupClasses(html) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(
      /&(?:amp|lt|gt|quot|#x27);/g,
      (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity,
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * True when the remote's sheet adds nothing the markup uses to what the shell's sheets define.
 * @param {Set<string>} used classes of the page's markup @param {SheetClasses} shell @param {SheetClasses} remote
 */
export function isCoveredByShell(used, shell, remote) {
  if (!remote.judgeable) return false;
  for (const name of used) if (remote.classes.has(name) && !shell.classes.has(name)) return false;
  return true;
}

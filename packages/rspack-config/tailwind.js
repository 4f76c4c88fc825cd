// @ts-check
// Tailwind settings shared by the apps. Every app builds its own stylesheet and a remote's sheet loads after
// the shell's. Utility order across stylesheets follows load order, and a media-query variant has no more
// specificity than a plain utility: a later sheet holding `.hidden` but not `.xl\:block` would hide the
// shell's `hidden xl:block` link at every width (seen with a remote built before the shell's change). Two
// measures keep the sheets from interfering:
// 1. A remote's utilities are scoped (`important` selector strategy, zero specificity through :where()) to
//    its own subtree — the shell wraps every remote in `<div data-remote="<name>">` — and to portals (Radix
//    renders dialogs and popovers as `body > div`, outside #root). The shell's own elements never match a
//    remote's rules, whatever was built when.
// 2. Every app scans the sources of ALL apps and shared packages, so that, as built together, each sheet
//    holds every utility in the same order; this covers the portals, which every sheet may style.
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SOURCES = [
  'shell/src',
  'mfe-calculators/src',
  'mfe-gallery/src',
  'mfe-blog/src',
  'mfe-admin/src',
  'packages/ui/src',
  'packages/site/src',
];

/** Absolute globs (Tailwind resolves relative ones against the process cwd, not the config file). */
function tailwindContent() {
  return SOURCES.map((dir) => path.join(REPO_ROOT, dir, '**/*.{ts,tsx}').split(path.sep).join('/'));
}

/**
 * `important` selector of a remote: its utilities apply inside `[data-remote="<name>"]` (the wrapper the shell
 * and the dev frame put around the remote's components) and inside portals; :where() adds no specificity.
 * @param {string} remote
 */
function remoteScope(remote) {
  return `:where([data-remote="${remote}"], body > :not(#root))`;
}

module.exports = { tailwindContent, remoteScope };

// @ts-check
// Remote names, dev ports and the exposes table, derived from the one route table in @stairs/contracts
// (REMOTE_ROUTES, HOME_FRAGMENTS, PAGE_PARTS) so a remote's `exposes` can never drift from what the shell loads.
const path = require('node:path');

/** Dev server ports (docs/conventions.md). */
const DEV_PORTS = { shell: 3000, calculators: 3011, gallery: 3012, blog: 3013, admin: 3014 };

function loadContracts() {
  try {
    return require('@stairs/contracts');
  } catch (error) {
    throw new Error(
      '[@stairs/rspack-config] @stairs/contracts is not built; run `npx tsc -p packages/contracts/tsconfig.build.json` ' +
        `(turbo builds it before the apps). Cause: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The modules of `remote` that are parts of a page (home fragments, page parts), not a route's page.
 * @param {string} remote @returns {string[]}
 */
function fragmentsOf(remote) {
  const { HOME_FRAGMENTS, PAGE_PARTS } = loadContracts();
  return [...Object.values(HOME_FRAGMENTS), ...Object.values(PAGE_PARTS)]
    .filter((fragment) => fragment.remote === remote)
    .map((fragment) => fragment.module);
}

/**
 * Every module the shell may load from `remote`: its routes' pages, its answer pages
 * (form-answer-pages.ts), the home fragments and the page parts.
 * Each points at a wrapper in src/exposed/ that imports the remote's stylesheet before the page.
 * @param {string} remote
 * @returns {Record<string, string>}
 */
function exposesFor(remote) {
  const { REMOTE_ROUTES, ANSWER_PAGE_LIST } = loadContracts();
  /** @type {Set<string>} */
  const modules = new Set();
  for (const route of [...REMOTE_ROUTES, ...ANSWER_PAGE_LIST])
    if (route.remote === remote) modules.add(route.module);
  for (const fragment of fragmentsOf(remote)) modules.add(fragment);
  return Object.fromEntries(
    [...modules].sort().map((module) => [`./${module}`, `./src/exposed/${module}.tsx`]),
  );
}

/**
 * Where an exposed module's implementation lives (the wrapper re-exports it): route pages in src/pages/,
 * home fragments and page parts in src/fragments/.
 * @param {string} remote
 * @returns {{ module: string; source: string }[]}
 */
function exposedSources(remote) {
  const { REMOTE_ROUTES } = loadContracts();
  const fragments = new Set(fragmentsOf(remote));
  return Object.keys(exposesFor(remote)).map((key) => {
    const module = key.slice(2);
    const folder =
      fragments.has(module) && !REMOTE_ROUTES.some((r) => r.module === module) ? 'fragments' : 'pages';
    return { module, source: path.posix.join('src', folder, `${module}.tsx`) };
  });
}

/** File name of a remote's container entry; the browser loads it beside the manifest that remotes.json names. */
function remoteEntryFileName() {
  return loadContracts().REMOTE_ENTRY_FILE_NAME;
}

module.exports = { DEV_PORTS, exposesFor, exposedSources, remoteEntryFileName };

// @ts-check
// The modules the shell provides to the remotes at runtime: one list for the remotes' Module Federation `shared`
// configuration, the shell's runtime provider table (shell/src/federation/shared-modules.ts) and the page
// renderer's shared scope (shell/src/server/shared-modules.ts).
const fs = require('node:fs');
const path = require('node:path');

/**
 * Module requests that exist once on a page (and once in the page renderer: packages/rspack-config/server.js). Federation shares code, not state: everything that holds page-wide
 * state (React, the router, the jotai store and the packages defining atoms, the query client) must be one
 * instance, and a subpath is shared by its own request (react/jsx-runtime, react-dom/client, jotai/react, …).
 * The design system (@stairs/ui) is not shared: each app bundles the components it uses (a shared package is
 * shipped whole, Radix and all); its one piece of page state, the toast queue, meets on globalThis. The router is
 * shared as @stairs/router, which re-exports only the parts of react-router the apps use (react-router itself is
 * 59 KB gzip, shipped whole when shared).
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'jotai/react',
  'jotai/utils',
  'jotai/vanilla',
  'jotai/vanilla/internals',
  '@tanstack/react-query',
  '@stairs/router',
  '@stairs/api-client',
  '@stairs/site',
  '@stairs/site/admin',
];

/**
 * Not state, but used whole by every app's copy of the design system's components: loaded once per page.
 * (lucide-react stays out: each app bundles only its own icons.)
 */
const SHARED_HELPERS = ['tailwind-merge', 'class-variance-authority', 'clsx'];

/** Every shared module request, singletons first. */
const SHARED_MODULE_REQUESTS = [...SHARED_SINGLETONS, ...SHARED_HELPERS];

/** `react/jsx-runtime` → `react`, `@tanstack/react-query` → itself. */
function packageOf(/** @type {string} */ request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * The remotes' Module Federation `shared` option. Workspace packages have no published versions:
 * requiredVersion false, the singleton is whatever the page provides.
 * @param {Record<string, string>} deps the app's dependencies
 */
function sharedModules(deps) {
  return Object.fromEntries(
    SHARED_MODULE_REQUESTS.map((request) => {
      const singleton = SHARED_SINGLETONS.includes(request);
      const requiredVersion = request.startsWith('@stairs/') ? false : (deps[packageOf(request)] ?? false);
      return [request, singleton ? { singleton, requiredVersion } : { requiredVersion }];
    }),
  );
}

/**
 * What the shell offers for every shared module request: the installed version of its package, as the app
 * resolves it (read from node_modules: not every package exports its package.json), and whether it is a
 * singleton.
 * @param {string} dirname the app's folder
 * @returns {Record<string, { version: string; singleton: boolean }>}
 */
function sharedModuleOffers(dirname) {
  /** @param {string} pkg @returns {string} */
  const versionOf = (pkg) => {
    for (let dir = dirname; ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', pkg, 'package.json');
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
      if (path.dirname(dir) === dir) throw new Error(`[@stairs/rspack-config] ${pkg} is not installed`);
    }
  };
  return Object.fromEntries(
    SHARED_MODULE_REQUESTS.map((request) => [
      request,
      { version: versionOf(packageOf(request)), singleton: SHARED_SINGLETONS.includes(request) },
    ]),
  );
}

module.exports = { SHARED_SINGLETONS, SHARED_MODULE_REQUESTS, sharedModules, sharedModuleOffers };

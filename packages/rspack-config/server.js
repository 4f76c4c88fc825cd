// @ts-check
// The second, Node-target build of the shell and of each remote with public pages: what the page renderer
// (shell/renderer) loads to write a page's HTML. It lives beside the client build (dist/server/), so a published
// remote version always carries the server code of exactly that version.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { exposesFor } = require('./remotes');
const { SHARED_SINGLETONS } = require('./shared-modules');
const { swcRule } = require('./swc-rule');

const REPO_ROOT = path.resolve(__dirname, '../..');
const CONTRACTS_SOURCE = path.join(REPO_ROOT, 'packages/contracts/src/index.ts');

/**
 * Third-party singletons the shell's server build takes from node_modules (the renderer installs them), with
 * every subpath: react-dom/static must use the same React as the components.
 */
const NODE_SINGLETON =
  /^(react|react-dom|react-router|react-router-dom|jotai|@tanstack\/react-query)(\/.*)?$/;

/** Exposed modules of a remote that public pages render: its routes and home fragments. */
function publicExposes(/** @type {string} */ name) {
  return name === 'admin' ? {} : exposesFor(name);
}

/**
 * A remote's server entry: `{ './GalleryPage': () => module }`, generated from its exposes table so the server
 * build can never offer other modules than the browser build.
 * @param {string} dirname @param {Record<string, string>} exposes
 */
function writeRemoteServerEntry(dirname, exposes) {
  const dir = path.join(dirname, 'node_modules/.cache/stairs-server');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'entry.js');
  const lines = Object.entries(exposes).map(
    ([key, source]) =>
      `  ${JSON.stringify(key)}: () => require(${JSON.stringify(path.resolve(dirname, source))}),`,
  );
  fs.writeFileSync(file, `module.exports = {\n${lines.join('\n')}\n};\n`);
  return file;
}

/**
 * @param {{ name: string; dirname: string; kind: 'host' | 'remote' }} options
 * @returns {import('@rspack/core').Configuration | null} null: this app has no public pages to render
 */
function createServerConfig({ name, dirname, kind }) {
  const isHost = kind === 'host';
  const exposes = isHost ? {} : publicExposes(name);
  if (!isHost && Object.keys(exposes).length === 0) return null;
  const entry = isHost ? './src/server/index.ts' : writeRemoteServerEntry(dirname, exposes);

  return {
    name: `${name}-server`,
    // After the browser build, whose output.clean empties dist/ (this one writes dist/server/).
    dependencies: [name],
    mode: 'production',
    context: dirname,
    entry: { index: entry },
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(dirname, 'dist/server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
      alias: { '@stairs/contracts$': CONTRACTS_SOURCE },
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (!request) return callback();
        if (isHost) {
          return NODE_SINGLETON.test(request) ? callback(undefined, request) : callback();
        }
        // The singletons are one instance on the server as in the browser: the shell's server build provides them on
        // `globalThis.__stairsShared` (shell/src/server/shared-modules.ts), a remote's server build takes them from
        // there instead of bundling its own copy, so a remote's pages see the renderer's router, query client,
        // jotai store and site atoms.
        if (SHARED_SINGLETONS.includes(request)) {
          return callback(undefined, `globalThis.__stairsShared[${JSON.stringify(request)}]`, 'var');
        }
        if (
          /^(react|react-dom|react-router|jotai|@tanstack\/react-query|@stairs\/(site|api-client|router))\//.test(
            request,
          )
        ) {
          return callback(
            new Error(
              `[server build] ${request} is a shared singleton: add it to SHARED_SINGLETONS (packages/rspack-config/shared-modules.js)`,
            ),
          );
        }
        return callback();
      },
    ],
    module: {
      rules: [
        swcRule(false),
        { test: /\.css$/, loader: path.join(__dirname, 'empty-module-loader.js'), type: 'javascript/auto' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: the renderer requires it by path, without a chunk loader.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };

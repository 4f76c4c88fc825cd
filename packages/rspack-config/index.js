// @ts-check
// One build configuration for the shell (the host, which creates its federation instance at runtime) and the four
// remotes (Module Federation containers). Every trap listed in docs/conventions.md is handled here once, so the
// apps' rspack.config.js files stay three lines long: dts off, loaded-first sharing, every shared subpath named,
// one small router, per-remote publicPath, remote CSS travelling with the exposed module, one copy of the MF
// runtime.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { DEV_PORTS, exposesFor, exposedSources, remoteEntryFileName } = require('./remotes');
const { tailwindContent } = require('./tailwind');
const { createServerConfig } = require('./server');
const { swcRule } = require('./swc-rule');
const { sharedModules, sharedModuleOffers, SHARED_MODULE_REQUESTS } = require('./shared-modules');

const REPO_ROOT = path.resolve(__dirname, '../..');
const CONTRACTS_SOURCE = path.join(REPO_ROOT, 'packages/contracts/src/index.ts');
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The shell's entry a rendered page loads at the visitor's first intent (shell/src/islands). */
const ISLANDS_ENTRY = 'islands';

/** Where the dev servers (and a standalone remote) send /api and /objects. */
const API_DEV_TARGET = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * @typedef {object} AppOptions
 * @property {string} name Module Federation name: 'shell' or one of the remote names.
 * @property {string} dirname The app's folder (its package.json, src/, tailwind/postcss configs).
 * @property {'host' | 'remote'} kind
 * @property {number} [port] Dev server port; defaults to the conventions' port for `name`.
 * @property {Record<string, string>} [exposes] Remote only: './Module' → './src/exposed/Module.tsx'.
 * @property {string} [document] Host only: its HTML page (shell/document.cjs), to which the build adds the app's
 *   script and stylesheet.
 * @property {(entries: { islands: string; app: string }) => import('@rspack/core').RspackPluginInstance[]} [renderedPagePlugins]
 *   Host only, production: plugins that write what the page renderer needs, given the entry names.
 */

/** @param {string} dirname */
function readDependencies(dirname) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  return { ...pkg.devDependencies, ...pkg.dependencies };
}

/**
 * A remote exposes wrapper modules (src/exposed/<Module>.tsx) that import the remote's stylesheet and
 * re-export the page, so the CSS arrives with the module whatever the page author remembers.
 * @param {string} dirname @param {Record<string, string>} exposes
 */
function assertExposedFilesExist(dirname, exposes) {
  const missing = Object.values(exposes).filter((file) => !fs.existsSync(path.resolve(dirname, file)));
  if (missing.length > 0) {
    throw new Error(
      `[@stairs/rspack-config] exposed module files missing in ${dirname}: ${missing.join(', ')}`,
    );
  }
}

/**
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown>, argv: Record<string, unknown>) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 */
function createAppConfig(options) {
  const { name, dirname, kind } = options;
  const port = options.port ?? DEV_PORTS[/** @type {keyof typeof DEV_PORTS} */ (name)];
  const isHost = kind === 'host';
  const exposes = isHost ? undefined : (options.exposes ?? exposesFor(name));
  if (exposes) assertExposedFilesExist(dirname, exposes);

  return (_env, argv) => {
    const mode =
      argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const hash = isProd ? '.[contenthash:8]' : '';

    /** @type {import('@rspack/core').RspackPluginInstance[]} */
    const plugins = [
      isHost
        ? // The host is no federation container: it creates its federation instance at runtime, when a page first
          // needs a remote (shell/src/federation/federation-instance.ts), so a page that needs none never loads
          // the federation runtime. It offers the shared modules in this build's versions.
          new rspack.DefinePlugin({
            __STAIRS_SHARED_MODULES__: JSON.stringify(sharedModuleOffers(dirname)),
            // Remotes are registered by their remoteEntry.js: the runtime's manifest snapshot code is never used.
            FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: JSON.stringify(true),
          })
        : new ModuleFederationPlugin({
            name,
            filename: remoteEntryFileName(),
            exposes,
            shared: sharedModules(readDependencies(dirname)),
            // version-first would fetch every remote entry at start: one offline remote could hang the page.
            shareStrategy: 'loaded-first',
            // The type plugin downloads types over the network, is slow and keeps dev builds from exiting.
            dts: false,
            manifest: true,
            experiments: {
              // One MF runtime on the page: the shell's (it injects it for the remotes), ≈34 → 17 KB gzip per
              // remote entry. Remotes in development keep their own copy so they also run alone.
              ...(isProd ? { externalRuntime: true } : {}),
              // The shell registers each remote by its remoteEntry.js (shell/src/federation/remotes.ts), so the
              // runtime's manifest snapshot plugin is never used, and it needs no Node loaders.
              optimization: { disableSnapshot: true, target: 'web' },
            },
          }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
    ];

    // The shell is the only HTML page in production. A remote gets one in development only, for its
    // standalone frame (src/bootstrap.tsx).
    if (isHost || !isProd) {
      if (isHost && isProd)
        plugins.push(...(options.renderedPagePlugins?.({ islands: ISLANDS_ENTRY, app: 'main' }) ?? []));
      plugins.push(
        new rspack.HtmlRspackPlugin({
          ...(options.document
            ? { templateContent: options.document }
            : { template: path.join(__dirname, 'templates/remote-dev.html') }),
          // The app; a rendered page gets the islands' script instead (shell/renderer).
          chunks: ['main'],
        }),
      );
    }

    /** @type {import('@rspack/core').Configuration} */
    const client = {
      name,
      mode,
      context: dirname,
      // The host: the app (admin pages, pages without their HTML) and the islands of a rendered page. A production
      // remote is only its remoteEntry + exposed chunks: its standalone frame needs an MF runtime of its own,
      // which externalRuntime removed.
      entry: isHost
        ? { main: './src/index.ts', [ISLANDS_ENTRY]: './src/islands/index.ts' }
        : isProd
          ? {}
          : { main: './src/index.ts' },
      devtool: sourceMapStyle(isProd),
      target: ['web', 'es2020'],
      output: {
        path: path.join(dirname, 'dist'),
        // The shell serves deep links (/blog/slug): absolute. A remote's chunks resolve against its own base
        // URL wherever it is deployed (core #3550): auto = taken from the URL of its remoteEntry. A remote's
        // dev server also serves deep links of its standalone frame, so there it is its own absolute origin.
        publicPath: isHost ? '/' : isProd ? 'auto' : `http://localhost:${port}/`,
        uniqueName: name,
        filename: `[name]${hash}.js`,
        chunkFilename: `[name]${hash}.js`,
        cssFilename: `[name]${hash}.css`,
        cssChunkFilename: `[name]${hash}.css`,
        assetModuleFilename: `assets/[name]${isProd ? '.[contenthash:8]' : ''}[ext]`,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
        alias: {
          // ES module source instead of the CommonJS build made for the backend: tree-shaken constants.
          '@stairs/contracts$': CONTRACTS_SOURCE,
          // react-router's exports name only its development build (its warnings included); a production build
          // takes the production one.
          ...(isProd ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
        },
      },
      module: {
        rules: [
          swcRule(!isProd),
          {
            // Rspack's native CSS: extracted to .css files and, for lazily loaded chunks (a remote's exposed
            // module), loaded by the chunk loader together with the chunk's JS.
            test: /\.css$/,
            use: [
              {
                loader: 'postcss-loader',
                // The app's own config, also for CSS living in packages/ (the ui theme).
                options: { postcssOptions: { config: path.join(dirname, 'postcss.config.cjs') } },
              },
            ],
            type: 'css/auto',
          },
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
            type: 'asset',
          },
        ],
      },
      plugins,
      optimization: {
        minimize: isProd,
        // The shell reaches the API client three ways (the islands' data provider, a form island, the module it
        // offers the remotes), each an async chunk: one chunk of it instead of a copy in each (≈2 KB gzip a page).
        splitChunks: isHost
          ? {
              cacheGroups: {
                apiClient: {
                  test: /[\\/]packages[\\/]api-client[\\/]src[\\/]/,
                  // Not 'api-…': the gateway and nginx send every path under /api to the API.
                  name: 'stairs-api-client',
                  chunks: 'async',
                  enforce: true,
                },
                // The query client's modules that several async chunks use (the islands' data provider, the shared
                // module, the home fragments): one copy each (−1.4 KB gzip with the home page's fragments).
                queryClient: {
                  test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
                  chunks: 'async',
                  minChunks: 2,
                  minSize: 0,
                  reuseExistingChunk: true,
                },
              },
            }
          : undefined,
      },
      performance: { hints: false },
      devServer: devServer(isHost, port),
      stats: 'errors-warnings',
    };
    // Production builds also write the Node build the page renderer uses; development serves the browser only.
    const server = isProd ? createServerConfig({ name, dirname, kind }) : null;
    return server ? [client, server] : client;
  };
}

/**
 * Source maps only where SOURCE_MAPS=true turns them on (dev servers included). Otherwise a production build
 * still writes them for the release's own debugging, without naming them in the bundles (hidden), and a
 * development build has none; the gateway serves `.map` files only with the same setting, nginx never.
 * @param {boolean} isProd
 * @returns {import('@rspack/core').Configuration['devtool']}
 */
function sourceMapStyle(isProd) {
  if (process.env.SOURCE_MAPS === 'true') return isProd ? 'source-map' : 'cheap-module-source-map';
  return isProd ? 'hidden-source-map' : false;
}

/**
 * @param {boolean} isHost @param {number | undefined} port
 * @returns {import('@rspack/core').Configuration['devServer']}
 */
function devServer(isHost, port) {
  return {
    port,
    host: '127.0.0.1',
    // No react-refresh installed: a change reloads the page.
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    // The shell on :3000 loads the remotes from their own ports.
    headers: isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/objects'], target: API_DEV_TARGET }],
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: isHost
      ? (middlewares) => {
          // In production /remotes.json comes from the gateway; in development it names the dev servers.
          middlewares.unshift({
            name: 'dev-remotes-manifest',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(devRemotesManifest()));
            },
          });
          return middlewares;
        }
      : undefined,
    devMiddleware: { writeToDisk: false },
    static: false,
  };
}

/** /remotes.json of `npm run dev`: every remote on its own dev server. */
function devRemotesManifest() {
  return Object.fromEntries(
    Object.entries(DEV_PORTS)
      .filter(([remote]) => remote !== 'shell')
      .map(([remote, remotePort]) => [remote, `http://127.0.0.1:${remotePort}/mf-manifest.json`]),
  );
}

module.exports = {
  createAppConfig,
  sharedModules,
  SHARED_MODULE_REQUESTS,
  exposesFor,
  exposedSources,
  tailwindContent,
  DEV_PORTS,
  devRemotesManifest,
};

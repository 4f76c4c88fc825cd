// The host: frame, router, home page; remotes are registered at runtime from /remotes.json.
const { createAppConfig } = require('@stairs/rspack-config');
const { APP_DOCUMENT } = require('./document.cjs');
const { PageAssetsPlugin } = require('./renderer/page-assets-plugin.cjs');

module.exports = createAppConfig({
  name: 'shell',
  dirname: __dirname,
  kind: 'host',
  port: 3000,
  document: APP_DOCUMENT,
  renderedPagePlugins: ({ islands, app }) => [new PageAssetsPlugin({ scripts: islands, stylesheets: app })],
});

// @ts-check
// Writes page-assets.json beside the shell's index.html: the script files of the entry a rendered page boots with
// (with the chunks it needs at start) and the stylesheets of the app's entry, which style every page. The page
// renderer writes them into a rendered page, which links the stylesheets, loads the scripts on the visitor's first
// intent and prefetches them once the page has loaded.
const { rspack } = require('@rspack/core');

const PLUGIN = 'PageAssetsPlugin';
const PAGE_ASSETS_FILE = 'page-assets.json';

class PageAssetsPlugin {
  /** @param {{ scripts: string; stylesheets: string }} entries the entry names whose files a rendered page takes */
  constructor(entries) {
    this.entries = entries;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @param {string} entryName @param {string} extension */
          const files = (entryName, extension) => {
            const entrypoint = compilation.entrypoints.get(entryName);
            if (!entrypoint)
              compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: no entry "${entryName}"`));
            return (entrypoint?.getFiles() ?? []).filter((file) => file.endsWith(extension));
          };
          const assets = {
            scripts: files(this.entries.scripts, '.js'),
            stylesheets: files(this.entries.stylesheets, '.css'),
          };
          compilation.emitAsset(PAGE_ASSETS_FILE, new rspack.sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}

module.exports = { PageAssetsPlugin, PAGE_ASSETS_FILE };

// @ts-check
// Writes page-assets.json beside the shell's index.html: the script files of the islands' entry a rendered page
// boots with (with the chunks it needs at start) and the stylesheets of the app's entry, which style every page.
// The page renderer (site-builds.mjs) links the stylesheets and defers the scripts to the visitor's first intent.
const PLUGIN = 'PageAssetsPlugin';

class PageAssetsPlugin {
  /** @param {{ scripts: string; stylesheets: string }} entries the entry names whose files a rendered page takes */
  constructor(entries) {
    this.entries = entries;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @param {string} entryName @param {string} extension */
          const files = (entryName, extension) => {
            const entrypoint = compilation.entrypoints.get(entryName);
            if (!entrypoint) compilation.errors.push(new WebpackError(`${PLUGIN}: no entry "${entryName}"`));
            return (entrypoint?.getFiles() ?? []).filter((file) => file.endsWith(extension));
          };
          const assets = {
            scripts: files(this.entries.scripts, '.js'),
            stylesheets: files(this.entries.stylesheets, '.css'),
          };
          compilation.emitAsset('page-assets.json', new sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}

module.exports = { PageAssetsPlugin };

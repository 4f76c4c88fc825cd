// @ts-check
// Writes page-assets.json beside the shell's index.html: what a rendered page takes (site-builds.mjs), the script
// files of the islands' entry (with the chunks it needs at start) and the stylesheets of the app's entry.
const PLUGIN = 'PageAssetsPlugin';

class PageAssetsPlugin {
  /** @param {{ scripts: string; stylesheets: string }} entries the entries whose files a rendered page takes */
  constructor(entries) {
    this.entries = entries;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        /** @param {string} entry @param {string} extension */
        const files = (entry, extension) => {
          const entrypoint = compilation.entrypoints.get(entry);
          if (!entrypoint) compilation.errors.push(new WebpackError(`${PLUGIN}: no entry "${entry}"`));
          return (entrypoint?.getFiles() ?? []).filter((file) => file.endsWith(extension));
        };
        const { scripts, stylesheets } = this.entries;
        const assets = { scripts: files(scripts, '.js'), stylesheets: files(stylesheets, '.css') };
        compilation.emitAsset('page-assets.json', new sources.RawSource(JSON.stringify(assets)));
      });
    });
  }
}

module.exports = { PageAssetsPlugin };

// @ts-check
// Writes boot-scripts.json beside the shell's index.html: the script files of one entry (with the chunks it
// needs at start). The page renderer writes them into a rendered page, which loads them on the visitor's first
// intent and prefetches them once the page has loaded.
const { rspack } = require('@rspack/core');

const PLUGIN = 'BootScriptsPlugin';
const BOOT_SCRIPTS_FILE = 'boot-scripts.json';

class BootScriptsPlugin {
  /** @param {string} entryName the entry a rendered page boots with */
  constructor(entryName) {
    this.entryName = entryName;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entryName);
          if (!entrypoint) {
            compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: no entry "${this.entryName}"`));
            return;
          }
          const scripts = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
          compilation.emitAsset(BOOT_SCRIPTS_FILE, new rspack.sources.RawSource(JSON.stringify(scripts)));
        },
      );
    });
  }
}

module.exports = { BootScriptsPlugin, BOOT_SCRIPTS_FILE };

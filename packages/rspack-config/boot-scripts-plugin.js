// @ts-check
// Writes boot-scripts.json beside the shell's index.html: the script files of its entry and of the chunks its
// `import('./bootstrap')` loads. The page renderer lets the browser prefetch them (with the shared modules' chunks
// from mf-manifest.json), so the visitor's first tap does not wait for the network as well as for the CPU.
const { rspack } = require('@rspack/core');

const PLUGIN = 'BootScriptsPlugin';
const BOOT_SCRIPTS_FILE = 'boot-scripts.json';

class BootScriptsPlugin {
  /** @param {string} bootstrapRequest the entry's dynamic import that starts the app */
  constructor(bootstrapRequest) {
    this.bootstrapRequest = bootstrapRequest;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Set<string>} */
          const files = new Set();
          for (const [, entrypoint] of compilation.entrypoints) {
            for (const file of entrypoint.getFiles()) files.add(file);
          }
          const bootGroups = compilation.chunkGroups.filter((group) =>
            group.origins.some((origin) => origin.request === this.bootstrapRequest),
          );
          if (bootGroups.length === 0) {
            compilation.errors.push(
              new rspack.WebpackError(`${PLUGIN}: no chunk for ${this.bootstrapRequest}`),
            );
          }
          for (const group of bootGroups) for (const file of group.getFiles()) files.add(file);
          const scripts = [...files].filter((file) => file.endsWith('.js'));
          compilation.emitAsset(BOOT_SCRIPTS_FILE, new rspack.sources.RawSource(JSON.stringify(scripts)));
        },
      );
    });
  }
}

module.exports = { BootScriptsPlugin, BOOT_SCRIPTS_FILE };

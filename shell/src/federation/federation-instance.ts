import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { type SharedModuleOffers } from '@stairs/rspack-config/shared-modules';
import { SHARED_MODULE_LOADERS } from './shared-modules';
import { remoteFailurePlugin } from './remote-failures';

/** Version and singleton flag of every shared module request, written by the build (@stairs/rspack-config). */
declare const __STAIRS_SHARED_MODULES__: SharedModuleOffers;

let instance: ModuleFederation | null = null;

/**
 * The page's federation instance, created the first time a remote is needed: this module (and with it the
 * federation runtime, ≈20 KB gzip) is loaded by a dynamic import, so a page that never loads a remote never pays
 * for it. Remotes are built without a runtime of their own (externalRuntime): the injected plugin hands them this
 * one. Every shared module is offered in this build's version; a remote takes the page's instance of a singleton.
 */
export function federation(): ModuleFederation {
  instance ??= createFederation();
  return instance;
}

function createFederation(): ModuleFederation {
  const shared = Object.fromEntries(
    Object.entries(__STAIRS_SHARED_MODULES__).map(([request, { version, singleton }]) => {
      const load = SHARED_MODULE_LOADERS[request];
      if (!load) throw new Error(`No loader for the shared module ${request}`);
      return [
        request,
        {
          version,
          scope: 'default',
          get: () => load().then((module) => () => module),
          shareConfig: { singleton, requiredVersion: false as const },
        },
      ];
    }),
  );
  return createInstance({
    name: 'shell',
    remotes: [],
    shared,
    // version-first would fetch every remote entry at start: one offline remote could hang the page.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), remoteFailurePlugin()],
  });
}

import { SHARED_SINGLETONS } from '@stairs/rspack-config/shared-modules';
import { SHARED_MODULE_LOADERS } from '../federation/shared-modules';

declare global {
  var __stairsShared: Record<string, unknown> | undefined;
}

/**
 * The server's shared scope: the shell's instance of each singleton, loaded as the browser's offer loads it, where
 * every remote's server build takes it from (packages/rspack-config/server.js). Before one is required.
 */
export async function provideSharedModules(): Promise<void> {
  const modules = SHARED_SINGLETONS.map(async (request) => [
    request,
    await SHARED_MODULE_LOADERS[request]?.(),
  ]);
  globalThis.__stairsShared = Object.fromEntries(await Promise.all(modules));
}

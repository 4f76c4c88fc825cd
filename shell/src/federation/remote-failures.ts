import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * errorLoadRemote hook (the runtime layer of failure handling): logs which remote failed at which step
 * (afterResolve = remote entry, onLoad = module, beforeRequest = unknown remote), then lets the error propagate
 * (no fallback module), so the route's error boundary shows the startup-failure page with a retry and a home
 * fragment is left out.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'stairs-remote-failure',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remote?.name ?? id.split('/')[0] ?? id;
      console.error(`[shell] Remote "${name}" konnte nicht geladen werden (${lifecycle}).`, error);
      return undefined;
    },
  };
}

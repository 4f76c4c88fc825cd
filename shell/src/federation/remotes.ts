import { type ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, remoteEntryUrl, type RemotesManifest } from '@stairs/contracts';
import { type ComponentType } from 'react';

/** Where the deployment says each remote's mf-manifest.json lives; never baked into the shell's build. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

let registration: Promise<ModuleFederation> | null = null;

/** The remote versions a server-rendered page was rendered with; they win over today's /remotes.json. */
let renderedWith: Partial<RemotesManifest> | null = null;

/**
 * A rendered page hydrates with exactly the remote versions its HTML came from (never HTML of v1 with the code of
 * v2), for every island of this page view, however long the tab stays open.
 */
export function pinRemoteVersions(manifest: Partial<RemotesManifest>): void {
  renderedWith = manifest;
}

async function fetchManifest(): Promise<Partial<RemotesManifest>> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL}: ${response.status} ${response.statusText}`);
  return (await response.json()) as Partial<RemotesManifest>;
}

async function fetchAndRegister(): Promise<ModuleFederation> {
  const [manifest, federation] = await Promise.all([
    renderedWith ?? fetchManifest(),
    // Prefetched (fetched, not run) with the page's islands: a remote island will need it.
    import(/* webpackPrefetch: true */ './federation-instance').then((module) => module.federation()),
  ]);
  const remotes = REMOTE_NAMES.flatMap((name) => {
    const entry = manifest[name];
    // Absolute URLs: the remote's chunks then resolve against its own base (publicPath auto).
    return typeof entry === 'string' && entry
      ? [{ name, entry: remoteEntryUrl(entry, window.location.href) }]
      : [];
  });
  federation.registerRemotes(remotes);
  return federation;
}

/**
 * Loads the federation runtime, fetches /remotes.json once (a rendered page names its own versions) and registers
 * the remotes. A failure is not memoised: the next remote route (or the retry button) asks again, while the frame
 * and the home page keep working without it.
 */
export function ensureRemotesRegistered(): Promise<ModuleFederation> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

export type RemoteModule = { default: ComponentType };

/**
 * How long a remote may take to arrive before the page says it could not be loaded. A refused server fails at
 * once; a server that never answers would otherwise keep the spinner for the browser's own timeout (40 s and
 * more). Generous for a slow phone connection: the largest remote chunk is a few hundred KB.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

function withDeadline<T>(work: Promise<T>, remote: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      console.error(`[shell] Remote "${remote}" antwortet nicht (Zeitüberschreitung).`);
      reject(new Error(`Remote "${remote}" did not arrive within ${REMOTE_LOAD_TIMEOUT_MS} ms`));
    }, REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Loads `<remote>/<Module>` after the remotes are registered; its default export is the component. */
export async function loadRemoteComponent(id: string): Promise<RemoteModule> {
  const remote = id.split('/')[0] ?? id;
  const loaded = await withDeadline(
    ensureRemotesRegistered().then((federation) => federation.loadRemote<Partial<RemoteModule>>(id)),
    remote,
  );
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`Remote module "${id}" has no default export`);
  }
  return { default: loaded.default };
}

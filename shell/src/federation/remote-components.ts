import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteComponent } from './remotes';

/**
 * The page renderer's remote modules: their server builds, all loaded before rendering. A page then renders
 * without suspending (a suspended boundary would be written as hidden HTML plus an inline script).
 */
let serverModules: ((id: string) => ComponentType | undefined) | null = null;

export function setServerRemoteModules(resolve: (id: string) => ComponentType | undefined): void {
  serverModules = resolve;
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One React.lazy per remote module, created on first use and kept: two routes with the same module
 * (/blog-admin, /admin/blog) share it, and revisiting a route does not load it again. A rejected lazy stays
 * rejected, so only the retry handler may forget it (forgetting it in the lazy's catch would re-render into a
 * new request at once: hundreds of remoteEntry requests a second).
 */
export function remoteComponent(id: string): ComponentType {
  if (serverModules) {
    const serverModule = serverModules(id);
    if (!serverModule) throw new Error(`Remote module "${id}" has no server build`);
    return serverModule;
  }
  let component = components.get(id);
  if (!component) {
    component = lazy(() => loadRemoteComponent(id));
    components.set(id, component);
  }
  return component;
}

/**
 * A remote module's component, loaded: from its server build in the page renderer, through federation (at the
 * page's remote version) in the browser. Rejects when it cannot be loaded.
 */
export async function remoteModuleComponent(id: string): Promise<ComponentType> {
  const component = await optionalRemoteModuleComponent(id);
  if (!component) throw new Error(`Remote module "${id}" has no server build`);
  return component;
}

/** The same, but null in the page renderer for a remote without a server build (a part a page can do without). */
export async function optionalRemoteModuleComponent(id: string): Promise<ComponentType | null> {
  if (serverModules) return serverModules(id) ?? null;
  return (await loadRemoteComponent(id)).default;
}

export function forgetRemoteComponent(id: string): void {
  components.delete(id);
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteComponent } from './remotes';

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One React.lazy per remote module, created on first use and kept: two routes with the same module
 * (/blog-admin, /admin/blog) share it, and revisiting a route does not load it again. A rejected lazy stays
 * rejected, so only the retry handler may forget it (forgetting it in the lazy's catch would re-render into a
 * new request at once: hundreds of remoteEntry requests a second).
 */
export function remoteComponent(id: string): LazyExoticComponent<ComponentType> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => loadRemoteComponent(id));
    components.set(id, component);
  }
  return component;
}

export function forgetRemoteComponent(id: string): void {
  components.delete(id);
}

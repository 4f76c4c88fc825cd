import { type ComponentType } from 'react';
import { type RemotePart } from '@stairs/contracts';
import { Route, Routes } from '@stairs/router';
import { optionalRemoteModuleComponent, remoteModuleComponent } from './remote-components';
import { RemoteScope } from './RemoteScope';

/** A remote's module as an island: a route's page (with the route's path pattern) or a part of a page. */
export interface RemoteFragmentProps extends RemotePart {
  /** A page's route pattern: the page gets the route's params. */
  path?: string;
  /** What the page gave a part (HOME_FRAGMENTS have none, PAGE_PARTS theirs). */
  props?: object;
}

const NOTHING: ComponentType<RemoteFragmentProps> = () => null;

/**
 * A remote's part of a rendered page, in the remote's style scope, alive when the visitor reaches into it: its
 * module from the remote's server build in the renderer, of the page's remote version in the browser. A home-page
 * block whose remote has no server build (renderer) or cannot be loaded (app) is left out; a page must load.
 */
export async function loadRemoteFragment({
  remote,
  module,
  path,
  props,
}: RemoteFragmentProps): Promise<ComponentType<RemoteFragmentProps>> {
  const id = `${remote}/${module}`;
  const Fragment = path ? await remoteModuleComponent(id) : await optionalRemoteModuleComponent(id);
  if (!Fragment) return NOTHING;
  return function RemoteFragment() {
    const content = (
      <RemoteScope remote={remote}>
        <Fragment {...props} />
      </RemoteScope>
    );
    return path ? (
      <Routes>
        <Route path={path} element={content} />
      </Routes>
    ) : (
      content
    );
  };
}

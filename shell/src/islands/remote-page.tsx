import { type ComponentType } from 'react';
import { type RemoteName } from '@stairs/contracts';
import { Route, Routes } from '@stairs/router';
import { remoteModuleComponent } from '../federation/remote-components';
import { RemoteScope } from '../federation/RemoteScope';

/** Which remote page an island holds: the route's remote, its exposed module and the route's path pattern. */
export interface RemotePageProps {
  remote: RemoteName;
  module: string;
  path: string;
}

/**
 * A remote's part of a rendered page: the route's page in the remote's style scope, with the route's params; its
 * module from the remote's server build in the renderer, of the page's remote version in the browser.
 */
export async function loadRemotePage({
  remote,
  module,
  path,
}: RemotePageProps): Promise<ComponentType<RemotePageProps>> {
  const Page = await remoteModuleComponent(`${remote}/${module}`);
  return function RemotePage() {
    return (
      <Routes>
        <Route
          path={path}
          element={
            <RemoteScope remote={remote}>
              <Page />
            </RemoteScope>
          }
        />
      </Routes>
    );
  };
}

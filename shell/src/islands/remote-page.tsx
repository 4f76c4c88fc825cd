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
 * A remote's page as an island, with its route's params, in the remote's style scope. Apart from remote-fragment.tsx,
 * whose home-page blocks would otherwise carry the router's Routes.
 */
export async function loadRemotePage(page: RemotePageProps): Promise<ComponentType<RemotePageProps>> {
  const Page = await remoteModuleComponent(`${page.remote}/${page.module}`);
  const element = (
    <RemoteScope remote={page.remote}>
      <Page />
    </RemoteScope>
  );
  return function RemotePage() {
    return (
      <Routes>
        <Route path={page.path} element={element} />
      </Routes>
    );
  };
}

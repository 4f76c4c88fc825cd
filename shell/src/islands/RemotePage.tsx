import { type ComponentType } from 'react';
import { type RemoteName } from '@stairs/contracts';
import { Route, Routes } from '@stairs/router';
import { remoteComponent } from '../federation/remote-components';
import { RemoteScope } from '../federation/RemoteScope';

/** Which remote page an island holds: the route's remote, its exposed module and the route's path pattern. */
export interface RemotePageProps {
  remote: RemoteName;
  module: string;
  path: string;
}

/** A remote's part of a rendered page: the route's page in the remote's style scope, with the route's params. */
export function RemotePageContent({
  remote,
  path,
  page: Page,
}: {
  remote: RemoteName;
  path: string;
  page: ComponentType;
}) {
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
}

/** The island as the page renderer writes it: the page from the remote's server build. */
export function RemotePageIsland({ remote, module, path }: RemotePageProps) {
  return <RemotePageContent remote={remote} path={path} page={remoteComponent(`${remote}/${module}`)} />;
}

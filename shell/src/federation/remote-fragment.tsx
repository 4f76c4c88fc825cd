import { type ComponentType } from 'react';
import { type RemoteName } from '@stairs/contracts';
import { optionalRemoteModuleComponent } from './remote-components';
import { RemoteScope } from './RemoteScope';

export interface RemoteFragmentProps {
  remote: RemoteName;
  module: string;
}

const NOTHING: ComponentType<RemoteFragmentProps> = () => null;

/**
 * A home-page block owned by a remote (an island of the home page): in the page's HTML with its data, alive when
 * the visitor reaches into it. The renderer leaves out a block whose remote has no server build; the app leaves out
 * one whose remote cannot be loaded.
 */
export async function loadRemoteFragment({
  remote,
  module,
}: RemoteFragmentProps): Promise<ComponentType<RemoteFragmentProps>> {
  const Fragment = await optionalRemoteModuleComponent(`${remote}/${module}`);
  if (!Fragment) return NOTHING;
  return function RemoteFragment() {
    return (
      <RemoteScope remote={remote}>
        <Fragment />
      </RemoteScope>
    );
  };
}

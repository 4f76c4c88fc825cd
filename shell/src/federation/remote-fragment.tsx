import { type ComponentType } from 'react';
import { type RemotePart } from '@stairs/contracts';
import { optionalRemoteModuleComponent } from './remote-components';
import { RemoteScope } from './RemoteScope';

/** A remote's module for a part of a page (HOME_FRAGMENTS, PAGE_PARTS), with the props the page gave it. */
export interface RemoteFragmentProps extends RemotePart {
  props?: object;
}

/**
 * A block of a page owned by a remote, as an island, in the remote's style scope. Left out where its remote has no
 * server build (the renderer) or cannot be loaded (the app).
 */
export async function loadRemoteFragment(
  part: RemoteFragmentProps,
): Promise<ComponentType<RemoteFragmentProps>> {
  const Fragment = await optionalRemoteModuleComponent(`${part.remote}/${part.module}`);
  return function RemoteFragment() {
    return (
      Fragment && (
        <RemoteScope remote={part.remote}>
          <Fragment {...part.props} />
        </RemoteScope>
      )
    );
  };
}

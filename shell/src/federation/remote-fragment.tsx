import { type ComponentType } from 'react';
import { type RemotePart } from '@stairs/contracts';
import { optionalRemoteModuleComponent } from './remote-components';
import { RemoteScope } from './RemoteScope';

/** A remote's module for a part of a page (HOME_FRAGMENTS, PAGE_PARTS), with the props the page gave it. */
export interface RemoteFragmentProps extends RemotePart {
  props?: object;
}

/** A remote's block of a page as an island, in its style scope; left out where its remote has no server build. */
export async function loadRemoteFragment(
  part: RemoteFragmentProps,
): Promise<ComponentType<RemoteFragmentProps>> {
  const Fragment = await optionalRemoteModuleComponent(`${part.remote}/${part.module}`);
  const element = Fragment && (
    <RemoteScope remote={part.remote}>
      <Fragment {...part.props} />
    </RemoteScope>
  );
  return function RemoteFragment() {
    return element;
  };
}

import { type ComponentType } from 'react';
import { type RemotePart } from '@stairs/contracts';
import { optionalRemoteModuleComponent } from './remote-components';
import { RemoteScope } from './RemoteScope';

/** A remote's module for a part of a page (HOME_FRAGMENTS, PAGE_PARTS), with the props the page gave it. */
export interface RemoteFragmentProps extends RemotePart {
  props?: object;
}

const NOTHING: ComponentType<RemoteFragmentProps> = () => null;

/**
 * A block of a page owned by a remote (an island: a home-page block, a part of a page that hydrates by its parts):
 * in the page's HTML with its data, alive when the visitor reaches into it. The renderer leaves out a block whose
 * remote has no server build; the app leaves out one whose remote cannot be loaded.
 */
export async function loadRemoteFragment({
  remote,
  module,
  props,
}: RemoteFragmentProps): Promise<ComponentType<RemoteFragmentProps>> {
  const Fragment = await optionalRemoteModuleComponent(`${remote}/${module}`);
  if (!Fragment) return NOTHING;
  return function RemoteFragment() {
    return (
      <RemoteScope remote={remote}>
        <Fragment {...props} />
      </RemoteScope>
    );
  };
}

import { lazy, Suspense, useRef } from 'react';
import { type RemoteName } from '@stairs/contracts';
import { Skeleton } from '@stairs/ui';
import { useIsIslandRoot } from '../islands/Island';
import { remoteComponent } from './remote-components';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteScope } from './RemoteScope';
import { useNearViewport } from './useNearViewport';

// On a rendered page the fragment is an island of its own: it brings the query client and router it needs.
const DataProviders = lazy(() => import('../islands/DataProviders'));

function FragmentModule({ id }: { id: string }) {
  const Fragment = remoteComponent(id);
  return useIsIslandRoot() ? (
    <DataProviders>
      <Fragment />
    </DataProviders>
  ) : (
    <Fragment />
  );
}

/**
 * A home-page block owned by a remote (an island of the home page): loaded when the visitor scrolls near it, a
 * placeholder while it loads, and simply left out if it fails.
 */
export function RemoteFragment({ remote, module }: { remote: RemoteName; module: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  if (!near) return <div ref={anchor} aria-hidden="true" className="h-px" />;
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <Suspense
        fallback={
          <div className="container py-8">
            <Skeleton className="h-48 w-full" />
          </div>
        }
      >
        <RemoteScope remote={remote}>
          <FragmentModule id={`${remote}/${module}`} />
        </RemoteScope>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

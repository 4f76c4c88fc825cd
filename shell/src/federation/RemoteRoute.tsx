import { Suspense } from 'react';
import { type AnswerPage as RemoteRouteEntry } from '@stairs/contracts';
import { PageHydrated } from '@stairs/site';
import { Skeleton } from '@stairs/ui';
import { Island } from '../islands/Island';
import { ISLANDS } from '../islands/islands';
import { StartupFailurePage } from '../pages/StartupFailurePage';
import { forgetRemoteComponent, remoteComponent } from './remote-components';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteScope } from './RemoteScope';

function RemoteModule({ id }: { id: string }) {
  const Page = remoteComponent(id);
  return (
    <>
      <Page />
      <PageHydrated />
    </>
  );
}

export function RoutePending() {
  return (
    <div className="container space-y-4 py-10" role="status" aria-live="polite">
      <span className="sr-only">Seite wird geladen...</span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="h-4 w-full max-w-2xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * A route owned by a remote. On a rendered page it is an island the browser hydrates when the visitor reaches into
 * it, with the remote's code of the version the page was rendered with. Rendered in the browser, the boundary is
 * keyed by the route path, so one remote's failure never shows on another route; its retry forgets the failed
 * lazy component and renders it again (no page reload needed).
 */
export function RemoteRoute({ route }: { route: RemoteRouteEntry }) {
  return (
    <Island
      of={ISLANDS.remotePage}
      props={{ remote: route.remote, module: route.module, path: route.path }}
      inline={<RenderedRemoteRoute key={route.path} route={route} />}
    />
  );
}

function RenderedRemoteRoute({ route }: { route: RemoteRouteEntry }) {
  const id = `${route.remote}/${route.module}`;
  return (
    <RemoteErrorBoundary
      onRetry={() => forgetRemoteComponent(id)}
      fallback={(retry) => (
        <>
          <StartupFailurePage onRetry={retry} />
          <PageHydrated />
        </>
      )}
    >
      <Suspense fallback={<RoutePending />}>
        <RemoteScope remote={route.remote}>
          <RemoteModule id={id} />
        </RemoteScope>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

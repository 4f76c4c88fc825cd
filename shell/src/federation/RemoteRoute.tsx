import { Suspense } from 'react';
import { type AnswerPage, type RemotePage } from '@stairs/contracts';
import { PageHydrated, PagePartProvider } from '@stairs/site';
import { Skeleton } from '@stairs/ui';
import { Island } from '../islands/Island';
import { ISLANDS } from '../islands/islands';
import { StartupFailurePage } from '../pages/StartupFailurePage';
import { forgetRemoteComponent, remoteComponent } from './remote-components';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteScope } from './RemoteScope';

/** A remote's page: a route's, or the answer to a form sent without script. */
type RemoteRouteEntry = RemotePage | AnswerPage;

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

/** A part of a page that hydrates by its parts: an island of its own (remote-fragment.tsx loads it). */
const writePart: Parameters<typeof PagePartProvider>[0]['value'] = (part, children) => (
  <Island of={ISLANDS.remoteFragment} props={part} inline={children} />
);

/**
 * A route owned by a remote. On a rendered page it is an island the browser hydrates when the visitor reaches into
 * it, with the remote's code of the version the page was rendered with; a page that hydrates by its parts is HTML
 * but for them (`PagePart`). Rendered in the browser, the boundary is keyed by the route path, so one remote's
 * failure never shows on another route; its retry forgets the failed lazy component and renders it again (no page
 * reload needed).
 */
export function RemoteRoute({ route }: { route: RemoteRouteEntry }) {
  if ('hydrates' in route && route.hydrates === 'parts') {
    return (
      <PagePartProvider value={writePart}>
        <RenderedRemoteRoute key={route.path} route={route} />
      </PagePartProvider>
    );
  }
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

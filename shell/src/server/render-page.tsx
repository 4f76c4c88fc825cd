import { StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@stairs/router';
import {
  dehydrate,
  QueryCache,
  QueryClientProvider,
  type DefaultError,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createQueryClient } from '@stairs/api-client';
import { PageRenderReportProvider, type PageRenderReport } from '@stairs/site';
import { App } from '../App';
import { setServerRemoteModules } from '../federation/remote-components';

/**
 * Queries a render pass created, and whether the component would run them. Without a browser no query runs
 * during rendering; the renderer fetches the enabled ones and renders again (as a data-loading pass).
 */
class RecordingQueryCache extends QueryCache {
  readonly enabledHashes = new Set<string>();

  override build<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(
    client: QueryClient,
    options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    // build() receives the observer's options; `enabled` may be a function of the query (react-query v5).
    const { enabled } = options as { enabled?: boolean | ((query: unknown) => boolean) };
    const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
    if (isEnabled) this.enabledHashes.add(query.queryHash);
    return query;
  }
}

export interface RenderedPage {
  /** 200, or what the page asked for (404 for an unknown path). */
  status: number;
  /** The page's <title>, <meta> and <link> elements, for the document's head. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The query cache the page was rendered with; the browser hydrates with it. */
  data: DehydratedState;
  /** Queries that failed while rendering (the page then shows an error state). */
  failedQueries: string[];
}

/** At most this many data passes: a page whose queries depend on other queries' results needs two. */
const MAX_DATA_PASSES = 4;

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

/**
 * React 19 emits the hoistable elements a page renders (<title>, <meta>, <link>) at the start of the markup when
 * it renders a fragment rather than a whole document: they belong in <head>.
 */
export function splitHoistedHead(markup: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/.exec(markup);
  const head = hoisted?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

/**
 * Renders one page of the site as the browser's first render would show it with its data: the app with the
 * given URL, its remote pages from their server builds (loaded by the caller beforehand), every enabled query
 * fetched. Returns the pieces the page
 * writer puts into the shell's index.html.
 */
export async function renderPage(
  url: string,
  remoteModule: (id: string) => ComponentType | undefined,
): Promise<RenderedPage> {
  setServerRemoteModules(remoteModule);
  const queryCache = new RecordingQueryCache();
  const queryClient = createQueryClient({ queryCache });
  const store = createStore();
  const fetched = new Set<string>();

  for (let pass = 1; ; pass += 1) {
    const report: PageRenderReport = { status: 200 };
    const { prelude } = await prerender(
      <StrictMode>
        <PageRenderReportProvider report={report}>
          <QueryClientProvider client={queryClient}>
            <JotaiProvider store={store}>
              <StaticRouter location={url}>
                <App />
              </StaticRouter>
            </JotaiProvider>
          </QueryClientProvider>
        </PageRenderReportProvider>
      </StrictMode>,
      // Never outline a large Suspense boundary into hidden HTML completed by an inline script: the page is
      // complete when written, and the CSP allows no inline script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await readStream(prelude);
    const waiting = queryCache
      .getAll()
      .filter((query) => queryCache.enabledHashes.has(query.queryHash) && !fetched.has(query.queryHash));
    if (waiting.length === 0 || pass === MAX_DATA_PASSES) {
      const failedQueries = queryCache
        .getAll()
        .filter((query) => query.state.status === 'error')
        .map((query) => query.queryHash);
      return {
        status: report.status,
        ...splitHoistedHead(markup),
        data: dehydrate(queryClient),
        failedQueries,
      };
    }
    await Promise.all(
      waiting.map((query) => {
        fetched.add(query.queryHash);
        return query.fetch().catch(() => undefined);
      }),
    );
  }
}

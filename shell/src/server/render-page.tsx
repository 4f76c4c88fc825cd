import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { FORM_ANSWER_QUERY_KEY, islandIdPrefix, type FormAnswer } from '@stairs/contracts';
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
import { type IslandDeclaration } from '../islands/declare-islands';
import { IslandCollectorProvider, type IslandCollector } from '../islands/Island';

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
  /** The remote modules the page rendered (`<remote>/<module>`): their stylesheets belong in its head. */
  remoteModules: string[];
}

export interface RenderOptions {
  /** The page answers a form post (the page server): the form's values and errors, or the refusal. */
  formAnswer?: FormAnswer;
}

/** At most this many data passes: a page whose queries depend on other queries' results needs two. */
const MAX_DATA_PASSES = 4;

/** What every render of a page has around it: its query client with the data, the jotai store, the router. */
function PageProviders({
  url,
  queryClient,
  store,
  children,
}: {
  url: string;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <StaticRouter location={url}>{children}</StaticRouter>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

/** How React writes a whole document around what it renders inside <html><body>: the hoisted head, then the body. */
const DOCUMENT_START = '<!DOCTYPE html><html><head>';
const HEAD_END = '</head><body>';
const DOCUMENT_END = '</body></html>';

/**
 * The element rendered as the body of a document, and the hoistable elements it rendered (<title>, <meta>, <link>,
 * image preloads), which React writes into that document's <head>. The element is the only child of <body>, so
 * React's ids inside it are those of the element rendered alone (as the browser hydrates an island).
 */
export async function renderParts(
  element: ReactElement,
  identifierPrefix?: string,
): Promise<{ head: string; body: string }> {
  const { prelude } = await prerender(
    <html>
      <body>{element}</body>
    </html>,
    {
      identifierPrefix,
      // Never outline a large Suspense boundary into hidden HTML completed by an inline script: the page is
      // complete when written, and the CSP allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const document = await new Response(prelude).text();
  const headEnd = document.indexOf(HEAD_END);
  if (!document.startsWith(DOCUMENT_START) || headEnd < 0 || !document.endsWith(DOCUMENT_END)) {
    throw new Error(`React wrote no document of the expected shape: ${document.slice(0, 80)}`);
  }
  return {
    head: document.slice(DOCUMENT_START.length, headEnd),
    body: document.slice(headEnd + HEAD_END.length, -DOCUMENT_END.length),
  };
}

/** One island as the page wrote it: what to render on its own, and its props. */
interface WrittenIsland {
  declaration: IslandDeclaration<object>;
  props: object;
}

/**
 * The page's markup with its islands filled in, in two renders of the page: the first writes every island empty
 * and lists it; each is then rendered on its own (its component loaded as the browser will load it), with the id
 * prefix of its key, as the browser hydrates it on its own (React's ids depend on the way from the root: inside the
 * whole page they would not match the island's); the second writes each island with its markup.
 */
async function renderWithIslands(
  url: string,
  queryClient: QueryClient,
  store: ReturnType<typeof createStore>,
): Promise<string> {
  const renderPage = async (collector: IslandCollector) =>
    renderParts(
      <StrictMode>
        <PageProviders url={url} queryClient={queryClient} store={store}>
          <IslandCollectorProvider value={collector}>
            <App />
          </IslandCollectorProvider>
        </PageProviders>
      </StrictMode>,
    );

  const written: WrittenIsland[] = [];
  await renderPage({
    island(declaration, props) {
      written.push({ declaration, props });
      return { key: String(written.length - 1) };
    },
  });
  const markups = await Promise.all(
    written.map(async ({ declaration, props }, key) => {
      const Component = await declaration.load(props);
      // A remote page's <title> and <meta> go into the page's head from the whole page's render, not here.
      const { body } = await renderParts(
        <StrictMode>
          <PageProviders url={url} queryClient={queryClient} store={store}>
            <Component {...props} />
          </PageProviders>
        </StrictMode>,
        islandIdPrefix(String(key)),
      );
      return body;
    }),
  );

  let next = 0;
  const { body } = await renderPage({
    island(declaration) {
      const key = next++;
      if (written[key]?.declaration !== declaration) {
        throw new Error(`Island ${key} (${declaration.name}) was not written by the first render`);
      }
      return { key: String(key), markup: markups[key] };
    },
  });
  return body;
}

/**
 * Renders one page of the site as the browser's first render would show it with its data: the app with the
 * given URL, its remote pages from their server builds (loaded by the caller beforehand), every enabled query
 * fetched; its interactive parts as islands (Island.tsx). Returns the pieces the page writer puts into the
 * site's document (shell/document.cjs). A page that answers a form post gets the answer as its initial data (useFormAnswer).
 */
export async function renderPage(
  url: string,
  remoteModule: (id: string) => ComponentType | undefined,
  { formAnswer }: RenderOptions = {},
): Promise<RenderedPage> {
  const remoteModules = new Set<string>();
  setServerRemoteModules((id) => {
    const component = remoteModule(id);
    if (component) remoteModules.add(id);
    return component;
  });
  const queryCache = new RecordingQueryCache();
  const queryClient = createQueryClient({ queryCache });
  const store = createStore();
  const fetched = new Set<string>();
  if (formAnswer) {
    queryClient.setQueryData(FORM_ANSWER_QUERY_KEY, formAnswer);
    // Data of the page, never fetched: the data passes must not run its query (and replace it).
    const answer = queryCache.find({ queryKey: FORM_ANSWER_QUERY_KEY });
    if (answer) fetched.add(answer.queryHash);
  }

  // Data passes: the whole page rendered in one piece, until every query it runs has its data.
  for (let pass = 1; ; pass += 1) {
    const report: PageRenderReport = { status: 200 };
    const { head } = await renderParts(
      <StrictMode>
        <PageRenderReportProvider report={report}>
          <PageProviders url={url} queryClient={queryClient} store={store}>
            <App />
          </PageProviders>
        </PageRenderReportProvider>
      </StrictMode>,
    );
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
        head,
        body: await renderWithIslands(url, queryClient, store),
        data: dehydrate(queryClient),
        failedQueries,
        remoteModules: [...remoteModules],
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

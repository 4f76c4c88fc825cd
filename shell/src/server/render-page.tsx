import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { FORM_ANSWER_QUERY_KEY, islandIdPrefix, type FormAnswer } from '@stairs/contracts';
import { StaticRouter } from '@stairs/router';
import { dehydrate, QueryCache, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createQueryClient } from '@stairs/api-client';
import { PageRenderReportProvider } from '@stairs/site';
import { App } from '../App';
import { setServerRemoteModules } from '../federation/remote-components';
import { IslandWriterProvider, type IslandWriter } from '../islands/Island';

export interface RenderedPage {
  /** 200, or what the page asked for (usePageStatus). */
  status: number;
  /** The hoisted <title>, <meta> and <link> elements for the document's head; the markup inside #root. */
  head: string;
  body: string;
  /** The query cache the browser hydrates with; the queries that failed (the page shows an error state). */
  data: DehydratedState;
  failedQueries: string[];
  /** The remote modules rendered (`<remote>/<module>`): their stylesheets may belong in the head. */
  remoteModules: string[];
}

export interface RenderOptions {
  /** The page answers a form post (the page server): the form's values and errors, or the refusal. */
  formAnswer?: FormAnswer;
}

/** At most this many data passes: a page whose queries depend on other queries' results needs two. */
const MAX_DATA_PASSES = 4;

/** How React writes a whole document around what it renders inside <html><body>: the hoisted head, then the body. */
const DOCUMENT_START = '<!DOCTYPE html><html><head>';
const HEAD_END = '</head><body>';
const DOCUMENT_END = '</body></html>';

/** The element alone in <body> (its ids then are those of an island hydrated alone), and what React hoists to <head>. */
export async function renderParts(element: ReactElement, identifierPrefix?: string) {
  const { prelude } = await prerender(
    <html>
      <body>{element}</body>
    </html>,
    // Never outline a large Suspense boundary into HTML completed by an inline script (the CSP allows none).
    { identifierPrefix, progressiveChunkSize: Number.POSITIVE_INFINITY },
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

/**
 * The page at `url` as the browser's first render would show it with its data (docs/decisions.md, "Public pages as
 * HTML"), its remote modules from their server builds; a form post's answer is its data (useFormAnswer).
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
  // No query runs while rendering on the server: the cache records those a render would run (`enabled`, which
  // only build() sees, in the observer's options; maybe a function of the query).
  const queryCache = new QueryCache();
  const enabled = new Set<string>();
  const build = queryCache.build.bind(queryCache);
  queryCache.build = (client, options, state) => {
    const query = build(client, options, state);
    const on = (options as { enabled?: boolean | ((query: unknown) => boolean) }).enabled;
    if (typeof on === 'function' ? on(query) : on !== false) enabled.add(query.queryHash);
    return query;
  };
  const queryClient = createQueryClient({ queryCache });
  if (formAnswer) queryClient.setQueryData(FORM_ANSWER_QUERY_KEY, formAnswer);
  const store = createStore();
  const render = (children: ReactNode, identifierPrefix?: string) =>
    renderParts(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <StaticRouter location={url}>{children}</StaticRouter>
          </JotaiProvider>
        </QueryClientProvider>
      </StrictMode>,
      identifierPrefix,
    );
  const report = { status: 200 };
  const renderApp = (write: IslandWriter | null = null) =>
    render(
      <PageRenderReportProvider value={report}>
        <IslandWriterProvider value={write}>
          <App />
        </IslandWriterProvider>
      </PageRenderReportProvider>,
    );

  // Data passes: the whole page, until every query it would run has its data (or failed).
  let head: string;
  for (let pass = 1; ; pass += 1) {
    report.status = 200;
    ({ head } = await renderApp());
    const waiting = queryCache
      .getAll()
      .filter((query) => enabled.has(query.queryHash) && query.state.status === 'pending');
    if (waiting.length === 0 || pass === MAX_DATA_PASSES) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }

  // Two renders fill the islands: the first lists them, written empty; each is rendered alone (its component loaded
  // as the browser loads it) with the id prefix of its key, as the browser hydrates it; the second writes them.
  const written: Parameters<IslandWriter>[] = [];
  await renderApp((declaration, props) => ({ key: String(written.push([declaration, props]) - 1) }));
  const markups = await Promise.all(
    written.map(async ([declaration, props], key) => {
      const Component = await declaration.load(props);
      // A remote page's <title> and <meta> are the head of the data passes' whole page, not taken here.
      return (await render(<Component {...props} />, islandIdPrefix(String(key)))).body;
    }),
  );
  let next = 0;
  const { body } = await renderApp((declaration) => {
    const key = next++;
    if (written[key]?.[0] !== declaration) {
      throw new Error(`Island ${key} (${declaration.name}) was not written by the first render`);
    }
    return { key: String(key), markup: markups[key] };
  });

  return {
    status: report.status,
    head,
    body,
    data: dehydrate(queryClient),
    failedQueries: queryCache
      .getAll()
      .filter((query) => query.state.status === 'error')
      .map((query) => query.queryHash),
    remoteModules: [...remoteModules],
  };
}

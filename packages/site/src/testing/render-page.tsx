import { type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '@stairs/api-client';
import { MemoryRouter } from '@stairs/router';

export interface RenderState {
  /** Queries that already hold data. */
  data?: Array<[QueryKey, unknown]>;
  /** Queries whose last fetch failed. */
  errors?: Array<[QueryKey, Error]>;
  path?: string;
}

/**
 * Renders a page to HTML in node (jsdom is not installed) with queries preset to loading, success or error
 * — the states a page shows before any effect runs, with the page's real query defaults (a failed query
 * stays failed instead of being shown as a new fetch).
 */
export function renderPage(
  node: ReactNode,
  { data = [], errors = [], path = '/' }: RenderState = {},
): string {
  const client = createQueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  for (const [key, error] of errors) {
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({ status: 'error', error, fetchStatus: 'idle', errorUpdatedAt: Date.now() });
  }
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The visible text of rendered HTML, whitespace collapsed (entities of quotes and ampersands decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function countMatches(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

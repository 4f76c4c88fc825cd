import { type UseQueryResult } from '@tanstack/react-query';
import { readErrorMessage } from '@stairs/api-client';
import { API_MESSAGES } from '@stairs/contracts';
import { LoadError, Spinner } from '@stairs/ui';

/** While a stored quote (a calculation, a quote e-mail, an order's quote) loads. */
export function QuoteLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label="Kostenvoranschlag wird geladen..." />
    </div>
  );
}

/** A quote that could not be loaded: the server's German reason when it gave one, and a retry. */
export function QuoteLoadFailed({ query, fallback }: { query: UseQueryResult<unknown>; fallback: string }) {
  return (
    <LoadError
      message={readErrorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** A quote page (a result, a quote e-mail's thank-you) whose quote could not be loaded. */
export function QuotePageLoadFailed({ query }: { query: UseQueryResult<unknown> }) {
  return (
    <div className="container max-w-3xl py-8">
      <QuoteLoadFailed query={query} fallback={API_MESSAGES.serviceUnavailable} />
    </div>
  );
}

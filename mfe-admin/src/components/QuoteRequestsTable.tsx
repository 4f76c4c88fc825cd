import { type QuoteRequest } from '@stairs/contracts';
import {
  Badge,
  Button,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
} from '@stairs/ui';
import { useQuoteRequests } from '../hooks/useQuoteRequests';
import { formatAdminDate } from '../lib/format';
import { telHref } from '../lib/leads';
import { sortNewestFirst } from '../lib/sort';
import {
  QUOTE_REQUEST_STATUS_OPTIONS,
  calculationTypeLabel,
  galleryNumberFromCalculationData,
  isQuoteRequestStatus,
  quoteDocumentUrl,
  quoteNumberFromCalculationData,
  quoteServiceLabel,
  quoteRequestStatusLabel,
} from '../lib/quote-requests';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { LoadErrorNotice } from './LoadErrorNotice';
import { TableSkeleton } from './TableSkeleton';

/** Quote requests (detailed quotes and gallery price checks) with status and the calculation behind them. */
export function QuoteRequestsTable() {
  const { query, updateStatus, deleteRequest, updatingId } = useQuoteRequests();
  const requests = query.data ? sortNewestFirst(query.data, (request) => request.createdAt) : undefined;

  return (
    <section className="space-y-4" aria-labelledby="quote-requests-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quote-requests-heading" className="flex items-center gap-2 text-xl font-semibold">
          Preisprüfung
          {requests ? <Badge variant="secondary">{requests.length}</Badge> : null}
        </h2>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching && !query.isPending ? <Spinner size="sm" className="text-current" /> : null}
          Aktualisieren
        </Button>
      </div>

      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError && !requests ? (
        <LoadErrorNotice
          message="Die Anfragen konnten nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : requests && requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Anfragen eingegangen.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Datum
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Kontakt
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Service
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Typ
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Aktionen
                </th>
              </tr>
            </thead>
            <tbody>
              {requests?.map((request) => (
                <QuoteRequestRow
                  key={request.id}
                  request={request}
                  updating={updatingId === request.id}
                  onStatusChange={(status) => {
                    if (isQuoteRequestStatus(status) && status !== request.status)
                      void updateStatus(request.id, status);
                  }}
                  onDelete={() => deleteRequest(request.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface QuoteRequestRowProps {
  request: QuoteRequest;
  updating: boolean;
  onStatusChange: (status: string) => void;
  onDelete: () => Promise<void>;
}

function QuoteRequestRow({ request, updating, onStatusChange, onDelete }: QuoteRequestRowProps) {
  const documentUrl = quoteDocumentUrl(request);
  const galleryNumber = galleryNumberFromCalculationData(request.calculationData);
  const quoteNumber = quoteNumberFromCalculationData(request.calculationData);
  const contact = request.customerName ?? request.email ?? request.phone ?? 'Anfrage';

  return (
    <tr className="border-t align-top">
      <td className="whitespace-nowrap px-3 py-2">{formatAdminDate(request.createdAt)}</td>
      <td className="px-3 py-2">
        <div className="flex flex-col gap-0.5">
          {request.customerName ? <span className="font-medium">{request.customerName}</span> : null}
          {request.email ? (
            <a
              className="break-all text-primary underline-offset-4 hover:underline"
              href={`mailto:${request.email}`}
            >
              {request.email}
            </a>
          ) : null}
          {request.phone ? (
            <a className="text-primary underline-offset-4 hover:underline" href={telHref(request.phone)}>
              {request.phone}
            </a>
          ) : null}
          {!request.customerName && !request.email && !request.phone ? (
            <span className="text-muted-foreground">–</span>
          ) : null}
        </div>
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-col gap-0.5">
          <span>{quoteServiceLabel(request.service)}</span>
          {galleryNumber ? (
            <span className="text-xs text-muted-foreground">Projekt {galleryNumber}</span>
          ) : null}
          {quoteNumber ? <span className="text-xs text-muted-foreground">{quoteNumber}</span> : null}
        </div>
      </td>
      <td className="px-3 py-2">{calculationTypeLabel(request.calculationType)}</td>
      <td className="px-3 py-2">
        <Select value={request.status} onValueChange={onStatusChange} disabled={updating}>
          <SelectTrigger className="w-40" aria-label={`Status der Anfrage von ${contact}`}>
            <SelectValue placeholder={quoteRequestStatusLabel(request.status)} />
          </SelectTrigger>
          <SelectContent>
            {QUOTE_REQUEST_STATUS_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap justify-end gap-2">
          {documentUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={documentUrl} target="_blank" rel="noopener noreferrer">
                Kostenvoranschlag ansehen
              </a>
            </Button>
          ) : null}
          <ConfirmDeleteButton
            title="Anfrage löschen?"
            description={`Die Anfrage von ${contact} wird gelöscht.`}
            triggerAriaLabel={`Anfrage von ${contact} löschen`}
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}

import { type QuoteRequest } from '@stairs/contracts';
import { Button, Select } from '@stairs/ui';
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
import { AdminListSection } from './AdminListSection';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Quote requests (detailed quotes and gallery price checks) with status and the calculation behind them. */
export function QuoteRequestsTable() {
  const { query, updateStatus, deleteRequest, updatingId } = useQuoteRequests();
  const requests = query.data ? sortNewestFirst(query.data, (request) => request.createdAt) : undefined;

  return (
    <AdminListSection
      headingId="quote-requests-heading"
      title="Preisprüfung"
      query={query}
      items={requests}
      loadErrorMessage="Die Anfragen konnten nicht geladen werden."
      emptyMessage="Noch keine Anfragen eingegangen."
      columns={['Datum', 'Kontakt', 'Service', 'Typ', 'Status', { label: 'Aktionen', align: 'right' }]}
      renderRow={(request) => (
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
      )}
    />
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
        <Select
          className="w-40"
          value={request.status}
          onValueChange={onStatusChange}
          disabled={updating}
          aria-label={`Status der Anfrage von ${contact}`}
        >
          {isQuoteRequestStatus(request.status) ? null : (
            // A status this admin does not offer (set elsewhere) is shown as it is, not as the first choice.
            <option value={request.status} disabled>
              {quoteRequestStatusLabel(request.status)}
            </option>
          )}
          {QUOTE_REQUEST_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
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

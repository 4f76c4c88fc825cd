import { type QuoteRequest } from '@stairs/contracts';
import { Button, Select } from '@stairs/ui';
import { useQuoteRequests } from '../hooks/useQuoteRequests';
import { formatAdminDate } from '../lib/format';
import { telHref } from '../lib/leads';
import {
  QUOTE_REQUEST_LIST_TEXTS,
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
  const { list, paging, updateStatus, deleteRequest, updatingId } = useQuoteRequests();

  return (
    <AdminListSection
      texts={QUOTE_REQUEST_LIST_TEXTS}
      query={list}
      paging={paging}
      rowKey={(request) => request.id}
      columns={[
        { label: 'Datum', nowrap: true, cell: (request) => formatAdminDate(request.createdAt) },
        { label: 'Kontakt', cell: (request) => <QuoteRequestContact request={request} /> },
        { label: 'Service', cell: (request) => <QuoteRequestService request={request} /> },
        { label: 'Typ', cell: (request) => calculationTypeLabel(request.calculationType) },
        {
          label: 'Status',
          cell: (request) => (
            <QuoteRequestStatusSelect
              request={request}
              updating={updatingId === request.id}
              onStatusChange={(status) => {
                if (isQuoteRequestStatus(status) && status !== request.status)
                  void updateStatus(request.id, status);
              }}
            />
          ),
        },
        {
          label: 'Aktionen',
          align: 'right',
          cell: (request) => (
            <QuoteRequestActions request={request} onDelete={() => deleteRequest(request.id)} />
          ),
        },
      ]}
    />
  );
}

/** Who asked: the name, the e-mail and the phone number, each as far as given. */
const contactOf = (request: QuoteRequest): string =>
  request.customerName ?? request.email ?? request.phone ?? 'Anfrage';

function QuoteRequestContact({ request }: { request: QuoteRequest }) {
  return (
    <div className="flex flex-col gap-0.5">
      {request.customerName ? <span className="font-medium">{request.customerName}</span> : null}
      {request.email ? (
        <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${request.email}`}>
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
  );
}

function QuoteRequestService({ request }: { request: QuoteRequest }) {
  const galleryNumber = galleryNumberFromCalculationData(request.calculationData);
  const quoteNumber = quoteNumberFromCalculationData(request.calculationData);
  return (
    <div className="flex flex-col gap-0.5">
      <span>{quoteServiceLabel(request.service)}</span>
      {galleryNumber ? <span className="text-xs text-muted-foreground">Projekt {galleryNumber}</span> : null}
      {quoteNumber ? <span className="text-xs text-muted-foreground">{quoteNumber}</span> : null}
    </div>
  );
}

function QuoteRequestStatusSelect({
  request,
  updating,
  onStatusChange,
}: {
  request: QuoteRequest;
  updating: boolean;
  onStatusChange: (status: string) => void;
}) {
  return (
    <Select
      className="w-40"
      value={request.status}
      onValueChange={onStatusChange}
      disabled={updating}
      aria-label={QUOTE_REQUEST_LIST_TEXTS.statusLabel(contactOf(request))}
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
  );
}

function QuoteRequestActions({
  request,
  onDelete,
}: {
  request: QuoteRequest;
  onDelete: () => Promise<void>;
}) {
  const documentUrl = quoteDocumentUrl(request);
  const contact = contactOf(request);
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {documentUrl ? (
        <Button asChild variant="outline" size="sm">
          <a href={documentUrl} target="_blank" rel="noopener noreferrer">
            Kostenvoranschlag ansehen
          </a>
        </Button>
      ) : null}
      <ConfirmDeleteButton
        title={QUOTE_REQUEST_LIST_TEXTS.deleteTitle}
        description={QUOTE_REQUEST_LIST_TEXTS.deleteDescription(contact)}
        triggerAriaLabel={QUOTE_REQUEST_LIST_TEXTS.deleteLabel(contact)}
        onConfirm={onDelete}
      />
    </div>
  );
}

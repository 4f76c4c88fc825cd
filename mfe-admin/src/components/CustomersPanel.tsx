import { useState } from 'react';
import { apiUrl } from '@stairs/api-client';
import {
  type CustomerSummary,
  TOUCHPOINT_KIND_LABELS,
  TOUCHPOINT_MATCH_LABELS,
  ADMIN_API,
} from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { useAdminUnauthorizedHandler } from '@stairs/site/admin';
import { Badge, Button, InputField, LoadError, Spinner } from '@stairs/ui';
import { useCustomer, useCustomerList } from '../hooks/useCustomers';
import { type AdminTab } from '../lib/admin-areas';
import { CUSTOMER_TEXTS as TEXTS, customerName, latestStep, TOUCHPOINT_TABS } from '../lib/customers';
import { fetchAdminFile, saveBlob } from '../lib/files';
import { formatAdminDate } from '../lib/format';
import { AdminListSection } from './AdminListSection';
import { CsvExportButton } from './CsvExportButton';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { TableSkeleton } from './TableSkeleton';

export interface CustomersPanelProps {
  /** Opens another tab of /admin (where a touchpoint's record is). */
  onOpenTab: (tab: AdminTab) => void;
}

/** 'Kunden': the list, or one customer's timeline. */
export function CustomersPanel({ onOpenTab }: CustomersPanelProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  return openId ? (
    <CustomerTimeline id={openId} onBack={() => setOpenId(null)} onOpenTab={onOpenTab} />
  ) : (
    <CustomerList onOpen={setOpenId} />
  );
}

function CustomerCard({ customer, action }: { customer: CustomerSummary; action: React.ReactNode }) {
  return (
    <li className="grid min-w-0 gap-1 rounded-md border p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium [overflow-wrap:anywhere]">{customerName(customer)}</p>
        <Badge variant="secondary" aria-label={`${customer.touchpointCount} Kontakte`}>
          {customer.touchpointCount}
        </Badge>
      </div>
      {customer.email ? <p className="[overflow-wrap:anywhere]">{customer.email}</p> : null}
      {customer.phone ? <p>{customer.phone}</p> : null}
      <p className="text-muted-foreground">{latestStep(customer)}</p>
      <div className="flex justify-end">{action}</div>
    </li>
  );
}

function CustomerList({ onOpen }: { onOpen: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const { list, paging } = useCustomerList(search);
  return (
    <div className="space-y-4">
      <InputField
        label={TEXTS.searchLabel}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <AdminListSection
        texts={TEXTS}
        query={list}
        paging={paging}
        actions={<CsvExportButton name="customers" size="sm" />}
        renderCard={(customer) => (
          <CustomerCard
            key={customer.id}
            customer={customer}
            action={
              <Button
                size="sm"
                variant="outline"
                aria-label={TEXTS.open(customer)}
                onClick={() => onOpen(customer.id)}
              >
                Öffnen
              </Button>
            }
          />
        )}
      />
    </div>
  );
}

interface CustomerTimelineProps extends CustomersPanelProps {
  id: string;
  onBack: () => void;
}

function CustomerTimeline({ id, onBack, onOpenTab }: CustomerTimelineProps) {
  const { query, merge, split, erase, changing } = useCustomer(id);
  const onUnauthorized = useAdminUnauthorizedHandler();
  const [exporting, setExporting] = useState(false);
  const customer = query.data;

  const exportData = async () => {
    setExporting(true);
    try {
      const file = await fetchAdminFile(apiUrl(ADMIN_API.exportCustomerData, { params: { id } }));
      saveBlob(file, `kunde-personendaten-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (error) {
      onUnauthorized(error);
      showCallFailure(error, TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="space-y-4" aria-labelledby="customer-heading">
      <Button variant="outline" size="sm" onClick={onBack}>
        {TEXTS.back}
      </Button>
      {query.isPending ? (
        <TableSkeleton />
      ) : !customer ? (
        <LoadError
          message={TEXTS.detailLoadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <div className="grid gap-1 text-sm">
            <h2 id="customer-heading" className="text-xl font-semibold [overflow-wrap:anywhere]">
              {customerName(customer)}
            </h2>
            {customer.email ? <p className="[overflow-wrap:anywhere]">{customer.email}</p> : null}
            {customer.phone ? <p>{customer.phone}</p> : null}
            <p className="text-muted-foreground">{latestStep(customer)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportData()}>
              {exporting ? <Spinner size="sm" className="text-current" label="Wird exportiert..." /> : null}
              {TEXTS.exportData}
            </Button>
            <ConfirmDeleteButton
              title={TEXTS.eraseTitle}
              description={TEXTS.eraseDescription(customerName(customer))}
              triggerLabel="Daten löschen"
              onConfirm={async () => {
                if (await erase()) onBack();
              }}
            />
          </div>

          <h3 className="text-lg font-semibold">{TEXTS.timeline}</h3>
          <ol className="grid gap-3">
            {customer.touchpoints.map((touchpoint) => {
              const label = `${TOUCHPOINT_KIND_LABELS[touchpoint.kind]} vom ${formatAdminDate(touchpoint.occurredAt)}`;
              return (
                <li
                  key={`${touchpoint.kind}:${touchpoint.id}`}
                  className="grid min-w-0 gap-1 rounded-md border p-4 text-sm"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="font-medium">{TOUCHPOINT_KIND_LABELS[touchpoint.kind]}</p>
                    <time dateTime={touchpoint.occurredAt} className="text-muted-foreground">
                      {formatAdminDate(touchpoint.occurredAt)}
                    </time>
                  </div>
                  {touchpoint.summary ? (
                    <p className="[overflow-wrap:anywhere]">{touchpoint.summary}</p>
                  ) : null}
                  <p className="text-muted-foreground [overflow-wrap:anywhere]">
                    {[touchpoint.name, touchpoint.email, touchpoint.phone].filter(Boolean).join(' · ')}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Zugeordnet: {TOUCHPOINT_MATCH_LABELS[touchpoint.matchedBy]}
                  </p>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onOpenTab(TOUCHPOINT_TABS[touchpoint.kind])}
                    >
                      {TEXTS.openRecord}
                    </Button>
                    <ConfirmDeleteButton
                      title={TEXTS.splitTitle}
                      description={TEXTS.splitDescription(label)}
                      triggerLabel={TEXTS.split}
                      triggerAriaLabel={`${label} abtrennen`}
                      confirmLabel={TEXTS.split}
                      permanent={false}
                      disabled={changing || customer.touchpointCount <= 1}
                      onConfirm={() => split(touchpoint.kind, touchpoint.id)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>

          <MergeCandidates
            customerId={id}
            keptName={customerName(customer)}
            disabled={changing}
            onMerge={merge}
          />
        </>
      )}
    </section>
  );
}

/** 'Zusammenführen': find the other record of this person and move its touchpoints here. */
function MergeCandidates({
  customerId,
  keptName,
  disabled,
  onMerge,
}: {
  customerId: string;
  keptName: string;
  disabled: boolean;
  onMerge: (otherId: string) => Promise<void>;
}) {
  const [search, setSearch] = useState('');
  const { list } = useCustomerList(search);
  const candidates = search.trim() ? (list.data ?? []).filter((c) => c.id !== customerId).slice(0, 5) : [];
  return (
    <div className="space-y-3 border-t pt-4">
      <h3 className="text-lg font-semibold">{TEXTS.merge}</h3>
      <InputField
        label={TEXTS.mergeSearchLabel}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul className="grid gap-3">
        {candidates.map((other) => (
          <CustomerCard
            key={other.id}
            customer={other}
            action={
              <ConfirmDeleteButton
                title={TEXTS.mergeTitle}
                description={TEXTS.mergeDescription(other, keptName)}
                triggerLabel={TEXTS.merge}
                triggerAriaLabel={`${customerName(other)} hierher zusammenführen`}
                confirmLabel={TEXTS.merge}
                disabled={disabled}
                onConfirm={() => onMerge(other.id)}
              />
            }
          />
        ))}
      </ul>
    </div>
  );
}

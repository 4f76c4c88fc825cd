import { Badge, Button, Spinner } from '@stairs/ui';
import { usePhoneLeads } from '../hooks/usePhoneLeads';
import { formatAdminDate } from '../lib/format';
import { quoteNumberFromCalculationData } from '../lib/quote-requests';
import {
  phoneContextLabel,
  phoneServiceLabel,
  priorityBadgeVariant,
  priorityLabel,
  sortPhoneLeads,
  telHref,
} from '../lib/leads';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { LoadErrorNotice } from './LoadErrorNotice';
import { TableSkeleton } from './TableSkeleton';

/** Phone leads from the calculators' phone-service dialog, newest first. */
export function LeadsTable() {
  const { query, deleteLead } = usePhoneLeads();
  const leads = query.data ? sortPhoneLeads(query.data) : undefined;

  return (
    <section className="space-y-4" aria-labelledby="phone-leads-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="phone-leads-heading" className="flex items-center gap-2 text-xl font-semibold">
          Telefonnummern
          {leads ? <Badge variant="secondary">{leads.length}</Badge> : null}
        </h2>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching && !query.isPending ? <Spinner size="sm" className="text-current" /> : null}
          Aktualisieren
        </Button>
      </div>

      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError && !leads ? (
        <LoadErrorNotice
          message="Die Telefonnummern konnten nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : leads && leads.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Telefonnummern eingegangen.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Telefon
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Service
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Kontext
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Datum
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Priorität
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Aktion
                </th>
              </tr>
            </thead>
            <tbody>
              {leads?.map((lead) => (
                <tr key={lead.id} className="border-t">
                  <td className="whitespace-nowrap px-3 py-2">
                    <a
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      href={telHref(lead.customerPhone)}
                    >
                      {lead.customerPhone}
                    </a>
                  </td>
                  <td className="px-3 py-2">{phoneServiceLabel(lead.service)}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col gap-0.5">
                      <span>{phoneContextLabel(lead.context)}</span>
                      {quoteNumberFromCalculationData(lead.calculationData) ? (
                        <span className="text-xs text-muted-foreground">
                          {quoteNumberFromCalculationData(lead.calculationData)}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{formatAdminDate(lead.submittedAt)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={priorityBadgeVariant(lead.priority)}>
                      {priorityLabel(lead.priority)}
                    </Badge>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <ConfirmDeleteButton
                      title="Lead löschen?"
                      description={`Der Lead mit der Telefonnummer ${lead.customerPhone} wird gelöscht.`}
                      triggerAriaLabel={`Lead ${lead.customerPhone} löschen`}
                      onConfirm={() => deleteLead(lead.id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

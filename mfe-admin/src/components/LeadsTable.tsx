import { Badge } from '@stairs/ui';
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
import { AdminListSection } from './AdminListSection';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Phone leads from the calculators' phone-service dialog, newest first. */
export function LeadsTable() {
  const { query, deleteLead } = usePhoneLeads();
  const leads = query.data ? sortPhoneLeads(query.data) : undefined;

  return (
    <AdminListSection
      headingId="phone-leads-heading"
      title="Telefonnummern"
      query={query}
      items={leads}
      loadErrorMessage="Die Telefonnummern konnten nicht geladen werden."
      emptyMessage="Noch keine Telefonnummern eingegangen."
      columns={['Telefon', 'Service', 'Kontext', 'Datum', 'Priorität', { label: 'Aktion', align: 'right' }]}
      renderRow={(lead) => (
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
            <Badge variant={priorityBadgeVariant(lead.priority)}>{priorityLabel(lead.priority)}</Badge>
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
      )}
    />
  );
}

import { Badge } from '@stairs/ui';
import { usePhoneLeads } from '../hooks/usePhoneLeads';
import { formatAdminDate } from '../lib/format';
import { quoteNumberFromCalculationData } from '../lib/quote-requests';
import {
  PHONE_LEAD_LIST_TEXTS,
  phoneContextLabel,
  phoneServiceLabel,
  priorityBadgeVariant,
  priorityLabel,
  telHref,
} from '../lib/leads';
import { AdminListSection } from './AdminListSection';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** Phone leads from the calculators' phone-service dialog, newest first. */
export function LeadsTable() {
  const { list, paging, deleteLead } = usePhoneLeads();

  return (
    <AdminListSection
      texts={PHONE_LEAD_LIST_TEXTS}
      query={list}
      paging={paging}
      rowKey={(lead) => lead.id}
      columns={[
        {
          label: 'Telefon',
          nowrap: true,
          cell: (lead) => (
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={telHref(lead.customerPhone)}
            >
              {lead.customerPhone}
            </a>
          ),
        },
        { label: 'Service', cell: (lead) => phoneServiceLabel(lead.service) },
        {
          label: 'Kontext',
          cell: (lead) => (
            <div className="flex flex-col gap-0.5">
              <span>{phoneContextLabel(lead.context)}</span>
              {quoteNumberFromCalculationData(lead.calculationData) ? (
                <span className="text-xs text-muted-foreground">
                  {quoteNumberFromCalculationData(lead.calculationData)}
                </span>
              ) : null}
            </div>
          ),
        },
        { label: 'Datum', nowrap: true, cell: (lead) => formatAdminDate(lead.submittedAt) },
        {
          label: 'Priorität',
          cell: (lead) => (
            <Badge variant={priorityBadgeVariant(lead.priority)}>{priorityLabel(lead.priority)}</Badge>
          ),
        },
        {
          label: 'Aktion',
          align: 'right',
          cell: (lead) => (
            <ConfirmDeleteButton
              title={PHONE_LEAD_LIST_TEXTS.deleteTitle}
              description={PHONE_LEAD_LIST_TEXTS.deleteDescription(lead.customerPhone)}
              triggerAriaLabel={PHONE_LEAD_LIST_TEXTS.deleteLabel(lead.customerPhone)}
              onConfirm={() => deleteLead(lead.id)}
            />
          ),
        },
      ]}
    />
  );
}

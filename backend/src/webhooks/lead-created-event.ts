import { type WebhookEvent, type WebhookLeadKind } from '@stairs/contracts';

/** The `lead.created` event of a stored lead: every field the ERP may need, null where the form has none. */
export function leadCreatedEvent(
  kind: WebhookLeadKind,
  leadId: string,
  fields: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    service?: string | null;
    message?: string | null;
    quoteNumber?: string | null;
  },
  createdAt: Date = new Date(),
): WebhookEvent {
  return {
    type: 'lead.created',
    data: {
      leadId,
      kind,
      name: fields.name ?? null,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      service: fields.service ?? null,
      message: fields.message ?? null,
      quoteNumber: fields.quoteNumber ?? null,
      createdAt: createdAt.toISOString(),
    },
  };
}

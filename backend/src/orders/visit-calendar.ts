import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { type SiteConfig, VISIT_SLOTS } from '@stairs/contracts';
import { type OrderEntity } from './order.entity';
import { type OrderVisitMailEntity } from './order-visit-mail.entity';
import { windowInstants } from './order-windows';

/** One UID per order's Besichtigung: every change and the cancellation update the same calendar entry. */
export function visitUid(orderId: string, mailFrom: string): string {
  return `besichtigung-${orderId}@${mailFrom.split('@')[1] ?? 'localhost'}`;
}

/**
 * The iCalendar object (RFC 5545/5546) of one calendar e-mail: METHOD:REQUEST for the invitation and each change,
 * METHOD:CANCEL for the cancellation; the stable UID and this e-mail's SEQUENCE tell calendars which entry to update.
 */
export function visitCalendar(
  order: OrderEntity,
  mail: OrderVisitMailEntity,
  site: SiteConfig,
  mailFrom: string,
): string {
  const cancelled = mail.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: site.companyName, product: 'Website', language: 'DE' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const { start, end } = windowInstants(mail.visit);
  calendar.createEvent({
    id: visitUid(order.id, mailFrom),
    sequence: mail.sequence,
    stamp: mail.createdAt,
    start,
    end,
    summary: `Besichtigung ${site.companyName} (${order.quoteNumber})`,
    description: `Besichtigung vor Ort zu Ihrem Auftrag ${order.quoteNumber}, im Zeitfenster ${VISIT_SLOTS[mail.visit.slot].label}.`,
    location: order.siteAddress,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: site.companyName, email: mailFrom },
    attendees: [
      { email: order.email, name: order.signatureName, role: ICalAttendeeRole.REQ, rsvp: !cancelled },
    ],
  });
  return calendar.toString();
}

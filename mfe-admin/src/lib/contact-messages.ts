import { CONVERSION_KIND_LABELS, type ContactMessage } from '@stairs/contracts';

/** The 'Kontaktanfragen' tab's texts. */
export const CONTACT_MESSAGE_TEXTS = {
  title: CONVERSION_KIND_LABELS.contact,
  loadFailed: 'Die Kontaktanfragen konnten nicht geladen werden.',
  empty: 'Noch keine Kontaktanfragen eingegangen.',
  deleted: 'Kontaktanfrage gelöscht',
  deleteFailed: 'Die Kontaktanfrage konnte nicht gelöscht werden.',
  deleteTitle: 'Kontaktanfrage löschen?',
  deleteDescription: (name: string) => `Die Nachricht von ${name} wird gelöscht.`,
  deleteLabel: (name: string) => `Kontaktanfrage von ${name} löschen`,
  reply: (email: string) => `Antworten an ${email}`,
  replySubject: (companyName: string) => `Ihre Anfrage an ${companyName}`,
} as const;

/**
 * The operator answers from their own mail program: a mailto link with a German subject. The address is the one
 * the server checked (one plain address), still encoded, so nothing in it can add headers to the link.
 */
export function replyHref(message: Pick<ContactMessage, 'email'>, companyName: string): string {
  const subject = encodeURIComponent(CONTACT_MESSAGE_TEXTS.replySubject(companyName));
  // '@' stays as it is: some mail programs do not decode it in the address.
  const address = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${subject}`;
}

import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@stairs/contracts';
import { formatAdminDate } from './format';

/** The words of the 'ERP-Synchronisation' tab and of the deliveries in the operations console. */
export const ERP_SYNC_TEXTS = {
  title: 'ERP-Synchronisation',
  description:
    'Signierte Webhooks (Standard Webhooks) an das ERP-System: neue Aufträge, Statusänderungen, neue Anfragen und zusammengeführte Kunden.',
  endpointsTitle: 'Empfänger',
  noEndpoints: 'Noch kein Empfänger eingerichtet.',
  loadFailed: 'Die Empfänger konnten nicht geladen werden.',
  addTitle: 'Empfänger hinzufügen',
  urlLabel: 'Adresse (URL)',
  urlHint: 'https://… (zum Testen außerhalb des Produktivbetriebs auch http://127.0.0.1:…)',
  descriptionLabel: 'Beschreibung (optional)',
  eventsLabel: 'Ereignisse',
  add: 'Empfänger speichern',
  added: 'Empfänger gespeichert',
  addFailed: 'Der Empfänger konnte nicht gespeichert werden.',
  edit: 'Bearbeiten',
  save: 'Änderungen speichern',
  saved: 'Empfänger geändert',
  saveFailed: 'Der Empfänger konnte nicht geändert werden.',
  cancel: 'Abbrechen',
  disable: 'Deaktivieren',
  enable: 'Aktivieren',
  active: 'Aktiv',
  inactive: 'Deaktiviert',
  rotate: 'Geheimnis erneuern',
  rotateHoursLabel: 'Altes Geheimnis gilt noch (Stunden)',
  rotated: 'Neues Geheimnis erstellt',
  rotateFailed: 'Das Geheimnis konnte nicht erneuert werden.',
  secretTitle: 'Signatur-Geheimnis – nur jetzt sichtbar',
  secretHint:
    'Tragen Sie dieses Geheimnis im ERP-System ein. Es wird nicht noch einmal angezeigt; bei Verlust erneuern Sie es.',
  secretDone: 'Geheimnis notiert',
  bothSign: (until: string) => `Bis ${formatAdminDate(until)} signieren altes und neues Geheimnis.`,
  lastDelivery: 'Letzte Zustellung',
  never: 'Noch keine Zustellung',
  exportTitle: 'CSV-Export für Excel',
  exportHint:
    'UTF-8 mit BOM, Semikolon als Trennzeichen, Dezimalkomma: öffnet sich in Excel (de-AT) mit Doppelklick.',
  exportFailed: 'Der Export konnte nicht erstellt werden.',
  /** The list's own heading inside the console's section 'ERP-Zustellungen'. */
  deliveriesTitle: 'Zustellungen',
  deliveriesLoadFailed: 'Die Zustellungen konnten nicht geladen werden.',
  deliveriesEmpty: 'Noch keine Zustellungen.',
  resend: 'erneut senden',
  resent: 'Wird erneut gesendet (gleiche webhook-id)',
  resendFailed: 'Die Zustellung konnte nicht erneut gesendet werden.',
} as const;

export function eventLabel(type: WebhookEventType): string {
  return WEBHOOK_EVENT_LABELS[type];
}

export function deliveryStatusLabel(status: WebhookDeliveryStatus): string {
  return WEBHOOK_DELIVERY_STATUS_LABELS[status];
}

export function deliveryBadgeVariant(status: WebhookDeliveryStatus): 'success' | 'destructive' | 'secondary' {
  if (status === 'delivered') return 'success';
  if (status === 'failed') return 'destructive';
  return 'secondary';
}

/** "Zugestellt · Neue Anfrage · 28.11.2026, 14:05 · HTTP 200", or that nothing was sent yet. */
export function lastDeliveryText(endpoint: WebhookEndpoint): string {
  const last = endpoint.lastDelivery;
  if (!last) return ERP_SYNC_TEXTS.never;
  const parts = [deliveryStatusLabel(last.status), eventLabel(last.eventType), formatAdminDate(last.at)];
  if (last.statusCode !== null) parts.push(`HTTP ${last.statusCode}`);
  return parts.join(' · ');
}

/** The ERP sync's line in the integrations box: how many endpoints are active and the newest delivery. */
export function erpIntegrationSummary(endpoints: readonly WebhookEndpoint[]): string {
  const active = endpoints.filter((endpoint) => endpoint.active).length;
  if (endpoints.length === 0) return ERP_SYNC_TEXTS.noEndpoints;
  const latest = endpoints
    .filter((endpoint) => endpoint.lastDelivery)
    .sort((a, b) => (b.lastDelivery?.at ?? '').localeCompare(a.lastDelivery?.at ?? ''))[0];
  const count = active === 1 ? '1 aktiver Empfänger' : `${active} aktive Empfänger`;
  return `${count} · ${latest ? `${ERP_SYNC_TEXTS.lastDelivery}: ${lastDeliveryText(latest)}` : ERP_SYNC_TEXTS.never}`;
}

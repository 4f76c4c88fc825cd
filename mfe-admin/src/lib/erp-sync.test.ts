import { type WebhookEndpoint } from '@stairs/contracts';
import { erpIntegrationSummary, lastDeliveryText } from './erp-sync';
import { formatAdminDate } from './format';

const endpoint = (overrides: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id: 'e1',
  url: 'https://erp.example.at/hooks',
  description: '',
  events: ['lead.created'],
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  previousSecretValidUntil: null,
  lastDelivery: null,
  ...overrides,
});

describe('the ERP sync in the integrations box', () => {
  it('says so when no receiver is set up', () => {
    expect(erpIntegrationSummary([])).toBe('Noch kein Empfänger eingerichtet.');
  });

  it('counts the active receivers and shows the newest delivery with its answer', () => {
    const older = endpoint({
      lastDelivery: {
        status: 'failed',
        eventType: 'lead.created',
        at: '2026-11-27T08:00:00.000Z',
        statusCode: 500,
      },
    });
    const newer = endpoint({
      id: 'e2',
      lastDelivery: {
        status: 'delivered',
        eventType: 'order.created',
        at: '2026-11-28T09:30:00.000Z',
        statusCode: 200,
      },
    });
    const off = endpoint({ id: 'e3', active: false });
    expect(erpIntegrationSummary([older, newer, off])).toBe(
      `2 aktive Empfänger · Letzte Zustellung: Zugestellt · Auftrag angelegt · ${formatAdminDate('2026-11-28T09:30:00.000Z')} · HTTP 200`,
    );
    expect(erpIntegrationSummary([endpoint({})])).toBe('1 aktiver Empfänger · Noch keine Zustellung');
  });

  it('names a delivery that got no answer without a status code', () => {
    const text = lastDeliveryText(
      endpoint({
        lastDelivery: {
          status: 'pending',
          eventType: 'lead.created',
          at: '2026-11-28T09:30:00.000Z',
          statusCode: null,
        },
      }),
    );
    expect(text).toBe(`Wird zugestellt · Neue Anfrage · ${formatAdminDate('2026-11-28T09:30:00.000Z')}`);
  });
});

import { randomUUID } from 'node:crypto';
import { type OrderQuote } from '@stairs/contracts';
import { type DataSource } from 'typeorm';

export interface StoredOrder {
  email: string;
  phone: string;
  quoteNumber: string;
  totalCents: number;
  signatureName?: string;
  quoteEmailId?: string | null;
  acceptedAt?: Date;
}

/**
 * An accepted order written straight into `orders`, for tests about what is done with orders afterwards (export,
 * erasure, CSV); the acceptance itself is tested in orders.int.test.ts.
 */
export async function storeOrder(db: DataSource, order: StoredOrder): Promise<string> {
  const id = randomUUID();
  const acceptedAt = order.acceptedAt ?? new Date('2026-07-01T10:05:09Z');
  const quote: OrderQuote = {
    quoteNumber: order.quoteNumber,
    type: 'concrete',
    createdAt: acceptedAt.toISOString(),
    validUntil: '31.07.2026',
    options: [
      {
        key: 'standard',
        title: 'Standard',
        lines: [{ label: 'Stufen', amount: order.totalCents / 100 }],
        total: order.totalCents / 100,
        recommended: true,
      },
    ],
    accepted: null,
  };
  await db.query(
    `INSERT INTO orders (id, calculation_id, quote_email_id, quote_number, calculation_type, option, total_cents,
                         quote, email, phone, site_address, note, windows, accepted_at, signature_name,
                         confirmation_text, price_hash, client_ip, created_at)
     VALUES ($1, $2, $3, $4, 'concrete', 'standard', $5, $6, $7, $8, 'Hauptstraße 1, 1010 Wien', 'Bitte läuten',
             '[{"date":"2026-07-10","slot":"morning"}]', $9, $10, $11, 'abc123', '203.0.113.7', $9)`,
    [
      id,
      randomUUID(),
      order.quoteEmailId ?? null,
      order.quoteNumber,
      order.totalCents,
      JSON.stringify(quote),
      order.email,
      order.phone,
      acceptedAt,
      order.signatureName ?? 'Maria Muster',
      `Ich nehme das Angebot ${order.quoteNumber} über ${order.totalCents / 100} € an.`,
    ],
  );
  return id;
}

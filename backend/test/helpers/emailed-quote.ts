import { type Server } from 'node:http';
import { type QuoteEmailResult } from '@stairs/contracts';
import request from 'supertest';

export interface EmailedQuote {
  token: string;
  calculationId: string;
  quoteNumber: string;
}

/** A concrete quote calculated and e-mailed to `email` (with contact consent): its share link's token. */
export async function emailedQuote(server: Server, email: string): Promise<EmailedQuote> {
  const calculation = (
    await request(server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 12, stepWidth: 100, stepDepth: 30 })
      .expect(200)
  ).body as { id: string; quoteNumber: string };
  const sent = (
    await request(server)
      .post('/api/quote-email')
      .send({ calculationId: calculation.id, email, contactConsent: true })
      .expect(200)
  ).body as QuoteEmailResult;
  return {
    token: sent.sharePath.split('/').at(-1) ?? '',
    calculationId: calculation.id,
    quoteNumber: calculation.quoteNumber,
  };
}

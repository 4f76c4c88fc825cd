import { type EntityManager } from 'typeorm';
import { type StoredCalculation, type StoredCalculationRow, toStoredCalculation } from './stored-calculation';

/**
 * Days a caught post's decoy is kept (spam_decoy_calculations, spam_decoy_quote_shares): its share link's 30 days
 * of validity and as long again of 'expired', as a person's link answers. Older ones are deleted by the next decoy.
 */
export const DECOY_RETENTION_DAYS = 60;

/** A caught calculator post's decoy by id (docs/decisions.md, spam defence), or null. */
export async function findDecoyCalculation(
  manager: EntityManager,
  id: string,
): Promise<StoredCalculation | null> {
  const [row] = (await manager.query(
    `SELECT id, type, quote_number AS "quoteNumber", inputs, results, price_snapshot AS "priceSnapshot",
            created_at AS "createdAt"
       FROM spam_decoy_calculations WHERE id = $1`,
    [id],
  )) as StoredCalculationRow[];
  return row ? toStoredCalculation(row) : null;
}

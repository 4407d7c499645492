// The price list: entered one by one (source manual) or imported from CSV (source csv; every good
// line kept, each bad one reported by its line number). The feeds' prices are cached by lib/price-feeds.
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { parsePriceCsv } from '@/lib/ledger/price-csv';
import type { Price } from '@/lib/ledger/prices';
import type { StoreResult } from './chart-store';

/** Adds one typed price (source manual); throws RecordValidationError on a malformed price. */
export async function addPrice(db: WorkspaceDb, price: Price, id: string, now: string): Promise<void> {
  await db.ledgerPrices.add(parseRecord('ledgerPrices', { source: { kind: 'manual' }, ...price, id, addedAt: now }));
}

/** Imports a price CSV: the good lines in one transaction, the bad ones reported. */
export async function importPrices(
  db: WorkspaceDb,
  csv: string,
  newId: () => string,
  now: string,
): Promise<StoreResult<{ added: number; errors: { line: number; message: string }[] }>> {
  const { prices, errors } = parsePriceCsv(csv);
  if (prices.length === 0 && errors.length > 0)
    return { ok: false, message: errors.map((e) => `Line ${e.line}: ${e.message}`).join('; ') };
  const rows = prices.map((p) =>
    parseRecord('ledgerPrices', { ...p, source: { kind: 'csv' }, id: newId(), addedAt: now }),
  );
  await db.transaction('rw', db.ledgerPrices, async () => {
    await db.ledgerPrices.bulkAdd(rows);
  });
  return { ok: true, value: { added: rows.length, errors } };
}

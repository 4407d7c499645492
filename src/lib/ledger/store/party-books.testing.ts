// A workspace whose books are in pounds, for the statements' closing-balance tests (never imported by
// app code): a UK company profile, the default chart, ETH prices typed by hand and posted entries.
import { sampleProfile } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Entry } from '../entry';
import { ETH } from '../functional/functional.testing';
import { ensureChart } from './chart-store';
import { entryToRow } from './ledger-rows';
import { addPrice } from './price-store';

/** Seeds `db` with a GBP company (or none, `currency` ''), ETH at `prices` ([day, £ a unit]) and `entries`. */
export async function seedPoundBooks(
  db: WorkspaceDb,
  entries: readonly Entry[],
  prices: readonly (readonly [string, string])[],
  currency = 'GBP',
): Promise<void> {
  await db.companyProfile.put(sampleProfile({ baseCurrency: currency, country: 'GB', logo: null }));
  await ensureChart(db);
  for (const [date, price] of prices)
    await addPrice(db, { commodity: ETH, date, price }, `eth-${date}`, `${date}T12:00:00.000Z`);
  await db.journalEntries.bulkAdd(
    entries.map((entry, i) => entryToRow(entry, `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`)),
  );
}

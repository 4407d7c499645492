// Bookings the app makes on the user's behalf: transaction rows it sent for a purpose get that
// purpose as their category, so the transaction rules post them there. A bill payment's rows (the
// ETH it sent, or its token Transfer rows once mined) book to Accounts payable; a distribution's
// rows to the account chosen for it. Run by the ledger poster whenever those records or the chain
// rows change, so it holds whether or not the page that paid is open. Never over a category the
// user chose; a category the user clears is booked again (choose another to override).
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { TableName } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { saveRevision } from '@/lib/db/revision-save';

export interface RowBooker {
  /** Tables it reads (besides chainTransactions): a write to one re-runs it. */
  readonly tables: readonly TableName[];
  /** Row id → category, for rows of ours that should carry it. */
  readonly load: (db: WorkspaceDb) => Promise<ReadonlyMap<string, string>>;
}

/** [chainId, hash] of a transaction. */
export type TxKey = [number, string];

/** The chain rows of these transactions. */
export async function rowsOf(db: WorkspaceDb, keys: readonly TxKey[]): Promise<ChainTransaction[]> {
  return keys.length === 0
    ? []
    : db.chainTransactions
        .where('[chainId+hash]')
        .anyOf(keys.map((k) => [...k]))
        .toArray();
}

/** Gives each booked row its category where it has none (read and written in one transaction); returns how many changed. */
export async function applyBookings(db: WorkspaceDb, bookers: readonly RowBooker[], now: string): Promise<number> {
  const wanted = new Map<string, string>();
  for (const booker of bookers)
    for (const [id, category] of await booker.load(db)) if (!wanted.has(id)) wanted.set(id, category);
  if (wanted.size === 0) return 0;
  return db.transaction('rw', db.chainTransactions, async () => {
    const ids = [...wanted.keys()];
    const rows = await db.chainTransactions.bulkGet(ids);
    let changed = 0;
    for (const row of rows) {
      if (!row || row.category !== null) continue;
      await saveRevision(
        db,
        'chainTransactions',
        { ...row, category: wanted.get(row.id) ?? null, updatedAt: now },
        row.revision,
      );
      changed += 1;
    }
    return changed;
  });
}

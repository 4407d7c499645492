// Opening balances, decided by the user on the Accounting page: the sync engine proposes what each
// wallet held where its books open (openingBalances); confirming posts the opening entry
// (lib/ledger/opening-entry.ts) and marks the proposal confirmed in the same transaction; editing
// changes the amount to confirm; rejecting keeps it out of the books (and can be undone). Each use
// case re-reads the row and refuses a stale revision (another tab decided meanwhile).
import { openingSource, type OpeningBalance } from '@/lib/db/entities/opening-balance';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { postDraft } from '@/lib/ledger/entry';
import { openingEntry } from '@/lib/ledger/opening-entry';
import { ensureChart, type StoreResult } from '@/lib/ledger/store/chart-store';
import { postingRefusal, type Actor } from '@/lib/ledger/store/journal-store';
import { entryToRow } from '@/lib/ledger/store/ledger-rows';

type Decided = StoreResult<OpeningBalance>;

async function current(db: WorkspaceDb, id: string, revision: number): Promise<OpeningBalance | string> {
  const row = await db.openingBalances.get(id);
  if (!row) return 'This opening balance no longer exists';
  if (row.revision !== revision) return 'This opening balance was changed elsewhere; review it again';
  return row;
}

async function save(db: WorkspaceDb, row: OpeningBalance, patch: Partial<OpeningBalance>, now: string) {
  const next = parseRecord('openingBalances', { ...row, ...patch, updatedAt: now, revision: row.revision + 1 });
  await db.openingBalances.put(next);
  return next;
}

/** Confirms an opening balance: posts its entry (refused in a closed period) and marks it confirmed. */
export async function confirmOpeningBalance(
  db: WorkspaceDb,
  id: string,
  revision: number,
  entryId: string,
  actor: Actor,
): Promise<Decided> {
  const tables = [db.openingBalances, db.journalEntries, db.ledgerAccounts, db.periodEvents, db.treasuryWallets];
  return db.transaction('rw', tables, async (): Promise<Decided> => {
    const row = await current(db, id, revision);
    if (typeof row === 'string') return { ok: false, message: row };
    if (row.status === 'confirmed') return { ok: false, message: 'This opening balance is already confirmed' };
    if (row.units === '0') return { ok: true, value: await save(db, row, confirmed(null, actor), actor.now) };
    const posted = await db.journalEntries.where('source').equals(openingSource(row)).toArray();
    if (posted.some((e) => e.status === 'posted' && e.reversedBy === null && e.reversalOf === null))
      return { ok: false, message: 'An opening entry for this wallet and asset is already in the books' };
    const chart = await ensureChart(db);
    const known = await db.treasuryWallets.where('[chainId+address]').equals([row.chainId, row.wallet]).first();
    const label = known?.label ?? `${row.wallet.slice(0, 6)}…${row.wallet.slice(-4)}`;
    const { draft, accounts } = openingEntry(row, chart, { chainId: row.chainId, address: row.wallet, label });
    const have = new Set(chart.map((a) => a.id));
    const created = accounts.filter((a) => !have.has(a.id));
    if (created.length)
      await db.ledgerAccounts.bulkAdd(created.map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 })));
    const allowed = await postingRefusal(db, draft);
    if (!allowed.ok) return allowed;
    await db.journalEntries.add(
      parseRecord('journalEntries', entryToRow(postDraft(draft, entryId, actor.by), actor.now)),
    );
    return { ok: true, value: await save(db, row, confirmed(entryId, actor), actor.now) };
  });
}

function confirmed(entryId: string | null, actor: Actor): Partial<OpeningBalance> {
  return { status: 'confirmed', entryId, decidedBy: actor.by };
}

/** Changes the amount to confirm (base units, not negative); only before it is confirmed. */
export async function editOpeningBalance(
  db: WorkspaceDb,
  id: string,
  revision: number,
  units: bigint,
  actor: Actor,
): Promise<Decided> {
  if (units < 0n) return { ok: false, message: 'An opening balance cannot be negative' };
  return db.transaction('rw', db.openingBalances, async (): Promise<Decided> => {
    const row = await current(db, id, revision);
    if (typeof row === 'string') return { ok: false, message: row };
    if (row.status === 'confirmed') return { ok: false, message: 'A confirmed opening balance is not edited' };
    return { ok: true, value: await save(db, row, { units: units.toString(), status: 'proposed' }, actor.now) };
  });
}

/** Rejects a proposed opening balance (nothing is posted), or proposes a rejected one again. */
export async function decideOpeningBalance(
  db: WorkspaceDb,
  id: string,
  revision: number,
  status: 'rejected' | 'proposed',
  actor: Actor,
): Promise<Decided> {
  return db.transaction('rw', db.openingBalances, async (): Promise<Decided> => {
    const row = await current(db, id, revision);
    if (typeof row === 'string') return { ok: false, message: row };
    if (row.status === 'confirmed')
      return { ok: false, message: 'A confirmed opening balance is reversed in the journal' };
    const decidedBy = status === 'rejected' ? actor.by : null;
    return { ok: true, value: await save(db, row, { status, decidedBy }, actor.now) };
  });
}

// What the Reconciliation tab reads besides the books, live: the engine's on-chain balances, the
// opening balances it proposed, and the movements that may explain a difference.
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import type { OpeningBalance } from '@/lib/db/entities/opening-balance';
import { checkStoredRows, type CorruptRecord } from '@/lib/db/records';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { MovementRow } from '@/lib/ledger/chain-reconciliation';

export interface ReconciliationData {
  readonly balances: ChainBalance[];
  readonly openings: OpeningBalance[];
  readonly rows: MovementRow[];
  /** Network settings (the books' start day per network). */
  readonly settings: NetworkSetting[];
  readonly corrupt: CorruptRecord[];
}

async function readReconciliation(db: WorkspaceDb): Promise<ReconciliationData> {
  const [balances, openings, settings] = await Promise.all([
    db.chainBalances.toArray().then((rows) => checkStoredRows('chainBalances', rows)),
    db.openingBalances.toArray().then((rows) => checkStoredRows('openingBalances', rows)),
    db.networkSettings.toArray().then((rows) => checkStoredRows('networkSettings', rows)),
  ]);
  // Only the watched wallets' rows can explain a wallet's difference (the wallets index).
  const wallets = [...new Set(balances.records.map((b) => b.wallet))];
  const stored = wallets.length ? await db.chainTransactions.where('wallets').anyOf(wallets).distinct().toArray() : [];
  const rows = checkStoredRows('chainTransactions', stored);
  return {
    balances: balances.records,
    openings: openings.records,
    rows: rows.records,
    settings: settings.records,
    corrupt: [...balances.corrupt, ...openings.corrupt, ...rows.corrupt, ...settings.corrupt],
  };
}

/** The chain side of the reconciliation, live. */
export function useReconciliationData(db: WorkspaceDb): LiveQueryState<ReconciliationData> {
  return useLiveQuery(() => readReconciliation(db), [db]);
}

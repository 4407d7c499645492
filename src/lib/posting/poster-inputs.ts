// What the ledger poster watches: the fields of a chain row the transaction rules read, the ledger
// state (chart, periods, held drafts) it follows, and the transaction a journal source names.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { TxInput } from '@/lib/ledger/tx-rules';
import { chartKeyOf } from './posting-cursor';

export interface LedgerState {
  /** What of the chart (and of the user's category → account mapping) the category rule reads. */
  readonly chartKey: string;
  /** The last period event, so a close or reopen is noticed. */
  readonly periodsKey: string;
  /** Sources with a held draft. */
  readonly heldSources: string[];
}

/** The ledger state the poster follows (read in a live query). */
export async function readLedgerState(db: WorkspaceDb): Promise<LedgerState> {
  const [accounts, lastEvent, held, mapping] = await Promise.all([
    db.ledgerAccounts.toArray(),
    db.periodEvents.orderBy('sequence').last(),
    db.journalEntries.where('status').equals('draft').toArray(),
    db.categoryAccounts.toArray(),
  ]);
  return {
    chartKey: chartKeyOf(accounts, mapping),
    periodsKey: lastEvent?.id ?? '',
    heldSources: held.filter((e) => e.heldReason !== null).map((e) => e.source),
  };
}

/** Only the fields the rules read: a sync write that changes nothing they use runs nothing. */
export function signature(row: ChainTransaction): string {
  const input: TxInput = row;
  return JSON.stringify([
    input.chainId,
    input.hash,
    input.logIndex,
    input.time,
    input.from,
    input.to,
    input.direction,
    input.asset,
    input.symbol,
    input.decimals,
    input.units,
    input.fee,
    input.status,
    input.category,
    input.memo,
  ]);
}

/** `tx:<chainId>:<hash>:<part>` → [chainId, hash]. */
export function txOf(source: string): [number, string] | null {
  const [kind, chainId, hash] = source.split(':');
  return kind === 'tx' && chainId && hash ? [Number(chainId), hash] : null;
}

// The ledger poster (issue 9): "the sync engine runs the posting rules after it writes". Started by
// the engine, so it runs in the leading tab only; it watches the chain rows and, for those that
// changed since it last looked (the sync's writes, a category or memo edited on the Transactions
// page), runs the transaction rules and reconciles their sources' entries (lib/ledger/store).
//
// It also runs again: every row when the chart changes (a category may now name an account), and
// the sources of held drafts when periods are closed or reopened (a held entry is posted once its
// period reopens). Runs are queued one after another, so two never interleave.
import { liveQuery } from 'dexie';
import type { ChainTransaction } from '../../db/entities/chain-transaction';
import type { WorkspaceDb } from '../../db/workspace-db';
import { postTransactions, type PostSummary } from '../../ledger/store/post-transactions';
import type { TxInput } from '../../ledger/tx-rules';

export interface LedgerPosterOptions {
  readonly db: WorkspaceDb;
  readonly now?: () => Date;
  readonly newId?: () => string;
  readonly onError?: (error: unknown) => void;
  /** Called after each run that did something (tests wait on it instead of sleeping). */
  readonly onRun?: (summary: PostSummary) => void;
}

// Only the fields the rules read: a sync write that changes nothing they use runs nothing.
function signature(row: ChainTransaction): string {
  const input: TxInput = row;
  return JSON.stringify([input.chainId, input.hash, input.logIndex, input.time, input.from, input.to, input.direction, input.asset, input.symbol, input.decimals, input.units, input.fee, input.status, input.category, input.memo]);
}

interface Snapshot {
  readonly rows: ChainTransaction[];
  /** What of the chart the category mapping reads. */
  readonly chartKey: string;
  /** The last period event, so a close or reopen is noticed. */
  readonly periodsKey: string;
  /** Sources with a held draft. */
  readonly heldSources: string[];
}

/** Starts the poster; returns the function that stops it (a run under way finishes its transaction). */
export function startLedgerPoster(options: LedgerPosterOptions): () => void {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const seen = new Map<string, string>();
  let chartKey: string | null = null;
  let periodsKey: string | null = null;
  let queue = Promise.resolve();
  let stopped = false;

  function changedRows(snapshot: Snapshot): ChainTransaction[] {
    const rerunAll = snapshot.chartKey !== chartKey;
    const rerunHeld = snapshot.periodsKey !== periodsKey;
    const held = new Set(snapshot.heldSources);
    const changed = snapshot.rows.filter((row) => {
      const sig = signature(row);
      const differs = seen.get(row.id) !== sig;
      seen.set(row.id, sig);
      if (differs || rerunAll) return true;
      return rerunHeld && [...held].some((source) => source.startsWith(`tx:${row.chainId}:${row.hash}:`));
    });
    chartKey = snapshot.chartKey;
    periodsKey = snapshot.periodsKey;
    return changed;
  }

  function run(rows: ChainTransaction[]): void {
    queue = queue
      .then(async () => {
        if (stopped || rows.length === 0) return;
        const summary = await postTransactions(db, rows, { now: now().toISOString(), newId });
        options.onRun?.(summary);
      })
      .catch((error: unknown) => {
        // Forget what failed, so the next change runs those rows again.
        for (const row of rows) seen.delete(row.id);
        (options.onError ?? (() => undefined))(error);
      });
  }

  const subscription = liveQuery(async (): Promise<Snapshot> => {
    const [rows, accounts, lastEvent, held] = await Promise.all([
      db.chainTransactions.toArray(),
      db.ledgerAccounts.toArray(),
      db.periodEvents.orderBy('sequence').last(),
      db.journalEntries.where('status').equals('draft').toArray(),
    ]);
    return {
      rows,
      chartKey: JSON.stringify(accounts.filter((a) => !a.id.startsWith('wallet:')).map((a) => [a.id, a.code, a.name, a.archived])),
      periodsKey: lastEvent?.id ?? '',
      heldSources: held.filter((e) => e.heldReason !== null).map((e) => e.source),
    };
  }).subscribe({ next: (snapshot) => run(changedRows(snapshot)), error: options.onError ?? (() => undefined) });

  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}

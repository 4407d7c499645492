// Posting of records (invoices, bills, issuance held for a closed period): the extension point of the ledger
// poster. A RecordPoster loads its records with the chain's `payments` (lib/payments/match decides
// what counts), returns its entry drafts, and names the transfer rows whose value its entries
// already post ("claims"), so the transaction rules skip those rows' value entry and no money is
// counted twice. Register one in registry.ts (RECORD_POSTERS); everything runs in one transaction and is
// reconciled by source prefix, so re-running writes nothing.
import type { TableName } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { EntryDraft } from '@/lib/ledger/entry';
import type { RuleContext } from '@/lib/ledger/posting-rule';
import { reconcile } from '@/lib/ledger/reconcile';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { parseRecord } from '@/lib/db/records';
import { runRules } from '@/lib/ledger/run-rules';
import { applyPlan, type ApplySummary } from './apply-plan';

export interface LoadedRecords {
  /** The drafts of every record in scope (a rule run over the loaded inputs). */
  readonly drafts: (context: RuleContext) => EntryDraft[];
  /** chainTransactions ids whose value these drafts post. */
  readonly claims: readonly string[];
  /** The sources these drafts answer for; default every source with the poster's prefix. */
  readonly inScope?: (source: string) => boolean;
}

export interface RecordPoster {
  /** Every source it answers for starts with this, e.g. `invoice:`. */
  readonly prefix: string;
  /** Tables it reads (besides payments and chainTransactions): a write to one re-runs it. */
  readonly tables: readonly TableName[];
  readonly load: (db: WorkspaceDb) => Promise<LoadedRecords>;
}

export interface RecordPostResult extends ApplySummary {
  readonly claims: ReadonlySet<string>;
}

/** The tables `postRecords` opens for these posters (a caller's outer transaction must hold them). */
export function recordPostingTables(db: WorkspaceDb, posters: readonly RecordPoster[]) {
  const tables = [...new Set(posters.flatMap((p) => p.tables))].map((name) => db.table(name));
  return [
    db.journalEntries,
    db.ledgerAccounts,
    db.periodEvents,
    db.treasuryWallets,
    db.payments,
    db.chainTransactions,
    ...tables,
  ];
}

/** Runs every poster and applies their plans (apply-plan.ts) in one transaction; returns the claims. */
export async function postRecords(
  db: WorkspaceDb,
  posters: readonly RecordPoster[],
  options: { now: string; newId: () => string; by?: string | null },
): Promise<RecordPostResult> {
  return db.transaction('rw', recordPostingTables(db, posters), async () => {
    let accounts = await ensureChart(db);
    const known = new Set(accounts.map((a) => a.id));
    const wallets = (await db.treasuryWallets.toArray()).map((w) => ({
      chainId: w.chainId,
      address: w.address,
      label: w.label,
    }));
    const claims = new Set<string>();
    const plans = [];
    for (const poster of posters) {
      const loaded = await poster.load(db);
      for (const claim of loaded.claims) claims.add(claim);
      const run = runRules([null], [(_input: null, context: RuleContext) => loaded.drafts(context)], {
        accounts,
        wallets,
      });
      accounts = [...run.accounts];
      const inScope = loaded.inScope ?? ((source: string) => source.startsWith(poster.prefix));
      const stored = (await db.journalEntries.where('source').startsWith(poster.prefix).toArray()).filter((row) =>
        inScope(row.source),
      );
      const existing = stored.filter((row) => row.status === 'posted').map(entryFromRow);
      plans.push({ plan: reconcile(existing, run.drafts, inScope), stored });
    }
    // New accounts first: an entry may post to one.
    const created = accounts
      .filter((a) => !known.has(a.id))
      .map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 }));
    if (created.length > 0) await db.ledgerAccounts.bulkAdd(created);
    const summary = { posted: 0, reversed: 0, held: [] as string[] };
    for (const { plan, stored } of plans) {
      const done = await applyPlan(db, plan, stored, options);
      summary.posted += done.posted;
      summary.reversed += done.reversed;
      summary.held.push(...done.held);
    }
    return { ...summary, claims };
  });
}

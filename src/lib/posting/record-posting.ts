// Posting of records (invoices, bills, issuance held for a closed period): the extension point of the ledger
// poster. A RecordPoster loads its records with the chain's `payments` (lib/payments/match decides
// what counts), returns its entry drafts, and names the transfer rows whose value its entries
// already post ("claims"), so the transaction rules skip those rows' value entry and no money is
// counted twice. Register one in registry.ts (RECORD_POSTERS); everything runs in one transaction and is
// reconciled by source prefix, so re-running writes nothing.
import type { TableName } from '@/lib/db/tables';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { postDraft, reverse, type EntryDraft } from '@/lib/ledger/entry';
import { canPost, canReverse, closedPeriods } from '@/lib/ledger/period';
import type { RuleContext } from '@/lib/ledger/posting-rule';
import { reconcile } from '@/lib/ledger/reconcile';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { entryFromRow, entryToRow, periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';
import { parseRecord } from '@/lib/db/records';
import { runRules } from '@/lib/ledger/run-rules';

export interface LoadedRecords {
  /** The drafts of every record in scope (a rule run over the loaded inputs). */
  readonly drafts: (context: RuleContext) => EntryDraft[];
  /** chainTransactions ids whose value these drafts post. */
  readonly claims: readonly string[];
}

export interface RecordPoster {
  /** Every source it answers for starts with this, e.g. `invoice:`. */
  readonly prefix: string;
  /** Tables it reads (besides payments and chainTransactions): a write to one re-runs it. */
  readonly tables: readonly TableName[];
  readonly load: (db: WorkspaceDb) => Promise<LoadedRecords>;
}

export interface RecordPostResult {
  readonly posted: number;
  readonly reversed: number;
  /** Sources a closed period kept from changing (tried again on the next run). */
  readonly blocked: string[];
  readonly claims: ReadonlySet<string>;
}

/** Runs every poster and writes new entries and reversals in one transaction; returns the claims. */
export async function postRecords(
  db: WorkspaceDb,
  posters: readonly RecordPoster[],
  options: { now: string; newId: () => string },
): Promise<RecordPostResult> {
  const tables = [...new Set(posters.flatMap((p) => p.tables))].map((name) => db.table(name));
  return db.transaction(
    'rw',
    [
      db.journalEntries,
      db.ledgerAccounts,
      db.periodEvents,
      db.treasuryWallets,
      db.payments,
      db.chainTransactions,
      ...tables,
    ],
    async () => {
      let accounts = await ensureChart(db);
      const known = new Set(accounts.map((a) => a.id));
      const wallets = (await db.treasuryWallets.toArray()).map((w) => ({
        chainId: w.chainId,
        address: w.address,
        label: w.label,
      }));
      const periods = closedPeriods(periodEventsFromRows(await db.periodEvents.toArray()));
      const claims = new Set<string>();
      const writes = [];
      const blocked: string[] = [];
      let posted = 0;
      let reversed = 0;
      for (const poster of posters) {
        const loaded = await poster.load(db);
        for (const claim of loaded.claims) claims.add(claim);
        const run = runRules([null], [(_input: null, context: RuleContext) => loaded.drafts(context)], {
          accounts,
          wallets,
        });
        accounts = [...run.accounts];
        const stored = await db.journalEntries.where('source').startsWith(poster.prefix).toArray();
        const existing = stored.filter((row) => row.status === 'posted').map(entryFromRow);
        const plan = reconcile(existing, run.drafts, (source) => source.startsWith(poster.prefix));
        const stop = new Set<string>();
        for (const entry of plan.toReverse) if (!canReverse(entry, entry.date, periods).ok) stop.add(entry.source);
        for (const draft of plan.toPost) if (!canPost(draft, periods).ok) stop.add(draft.source);
        blocked.push(...stop);
        for (const entry of plan.toReverse) {
          if (stop.has(entry.source)) continue;
          const { original, reversal } = reverse(entry, entry.date, options.newId(), null);
          writes.push(
            parseRecord(
              'journalEntries',
              entryToRow(original, stored.find((r) => r.id === entry.id)?.recordedAt ?? options.now),
            ),
          );
          writes.push(parseRecord('journalEntries', entryToRow(reversal, options.now)));
          reversed += 1;
        }
        for (const draft of plan.toPost) {
          if (stop.has(draft.source)) continue;
          writes.push(parseRecord('journalEntries', entryToRow(postDraft(draft, options.newId(), null), options.now)));
          posted += 1;
        }
      }
      const created = accounts
        .filter((a) => !known.has(a.id))
        .map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 }));
      if (created.length > 0) await db.ledgerAccounts.bulkAdd(created);
      if (writes.length > 0) await db.journalEntries.bulkPut(writes);
      return { posted, reversed, blocked, claims };
    },
  );
}

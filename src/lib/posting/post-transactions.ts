// Transactions: runs the transaction posting rules for some chain rows and writes the result in one
// transaction: new entries, reversals of changed ones, and held drafts for what a closed period
// refuses (apply-plan.ts, the one policy for every kind).
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { reconcile } from '@/lib/ledger/reconcile';
import { runRules } from '@/lib/ledger/run-rules';
import { commodityId } from '@/lib/ledger/commodity';
import { isOwnTokenRow, missingShareAccounts, treasuryShareRule } from '@/lib/ledger/token-equity';
import { txFeeRule, txSources, txValueRule, type TxInput } from '@/lib/ledger/tx-rules';
import { readCategoryMap } from '@/lib/ledger/store/category-map-store';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { applyPlan, type ApplySummary } from './apply-plan';
import { beforeBooksStart } from './books-start-rows';

export interface PostOptions {
  /** ISO time of the write. */
  readonly now: string;
  readonly newId: () => string;
  /**
   * Rows whose value another rule posts (an invoice's or bill's payment posts the wallet leg): their
   * value entry is not made (and reversed if it was); their fee entry still is. Rows of the company's
   * own tokens get the treasury-share rule instead of a value entry.
   */
  readonly claimed?: ReadonlySet<string>;
}

/** What one run did, per source: counts for tests and logs. */
export type PostSummary = ApplySummary;

/** Posts (and re-posts) the entries of `rows`; running it again with the same rows writes nothing. */
export async function postTransactions(
  db: WorkspaceDb,
  rows: readonly TxInput[],
  options: PostOptions,
): Promise<PostSummary> {
  if (rows.length === 0) return { posted: 0, reversed: 0, held: [] };
  const sources = new Set(rows.flatMap(txSources));
  const tables = [
    db.journalEntries,
    db.ledgerAccounts,
    db.periodEvents,
    db.treasuryWallets,
    db.companyTokens,
    db.networkSettings,
    db.categoryAccounts,
  ];
  return db.transaction('rw', tables, async () => {
    // Movements before a network's books start day are in its opening balance: they post nothing
    // (and an entry posted before the day was set is reversed).
    const before = beforeBooksStart(await db.networkSettings.toArray());
    const chart = await ensureChart(db);
    // The company's own tokens are equity, never a wallet asset (lib/ledger/token-equity.ts).
    const ownTokens = new Set((await db.companyTokens.toArray()).map((t) => commodityId(t.chainId, t.address)));
    const ownRows = rows.some((row) => isOwnTokenRow(row, ownTokens));
    const withShares = ownRows ? [...chart, ...missingShareAccounts(chart)] : chart;
    const wallets = (await db.treasuryWallets.toArray()).map((w) => ({
      chainId: w.chainId,
      address: w.address,
      label: w.label,
    }));
    const claimed = options.claimed;
    const rules = [
      (row: TxInput, context: Parameters<typeof txValueRule>[1]) =>
        isOwnTokenRow(row, ownTokens)
          ? treasuryShareRule(row, context)
          : claimed?.has(row.id)
            ? []
            : txValueRule(row, context),
      txFeeRule,
    ];
    const booked = rows.filter((row) => !before(row));
    // The user's category → account mapping wins over an account's name or code.
    const categoryAccounts = await readCategoryMap(db);
    const { drafts, accounts } = runRules(booked, rules, { accounts: withShares, wallets, categoryAccounts });
    const stored = await db.journalEntries
      .where('source')
      .anyOf([...sources])
      .toArray();
    const existing = stored.filter((row) => row.status === 'posted').map(entryFromRow);
    const plan = reconcile(existing, drafts, (source) => sources.has(source));
    const known = new Set(chart.map((a) => a.id));
    const created = accounts
      .filter((a) => !known.has(a.id))
      .map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 }));
    if (created.length > 0) await db.ledgerAccounts.bulkAdd(created);
    return applyPlan(db, plan, stored, options);
  });
}

// SBI's reads and writes. The engine's inputs are read (every row checked by its schema) in one
// go; the writes are the user's: dismissing an insight, answering a suggested category (Accept
// writes the row's category through the same revision-checked save as an edit on Transactions, so
// the ledger poster re-posts it), a categorisation rule, and the cash buffer per asset.
import { updateUserFields } from '@/lib/chain/sync/sync-store';
import { type CategoryDecision, type CategoryRule } from '@/lib/db/entities/insight-state';
import { putRecord, readRecords, type CorruptRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { commodityId } from '@/lib/ledger/commodity';
import { defaultChart } from '@/lib/ledger/default-chart';
import { readCategoryMap } from '@/lib/ledger/store/category-map-store';
import { companyBalances, companyRows, companyScope } from '@/lib/overview/company-cash';
import { upcomingFlows } from '@/lib/overview/overview-model';
import { readOverview } from '@/lib/overview/read-overview';
import type { SuggestionSource } from './categorise/categoriser';
import { knownFlowsOf } from './known-flows';
import type { InsightInputs } from './types';
import { isoDay } from '@/lib/primitives/days';

const BUFFER_PREFIX = 'sbi.buffer.';

/**
 * Reads everything the engine needs, with the rows that failed their schema (left out). The flows
 * to come are the overview's for `account` (whose wallets receive invoices), as the Dashboard's.
 */
export async function readInsightInputs(
  db: WorkspaceDb,
  now: Date = new Date(),
  account = '',
): Promise<{ inputs: InsightInputs; dismissed: Set<string>; corrupt: CorruptRecord[] }> {
  const [transactions, counterparties, invoices, payments, bills, billPayments, decisions, rules, dismissals, meta] =
    await Promise.all([
      readRecords(db, 'chainTransactions'),
      readRecords(db, 'counterparties'),
      readRecords(db, 'invoices'),
      readRecords(db, 'payments'),
      readRecords(db, 'bills'),
      readRecords(db, 'billPayments'),
      readRecords(db, 'categoryDecisions'),
      readRecords(db, 'categoryRules'),
      readRecords(db, 'insightDismissals'),
      readRecords(db, 'meta'),
    ]);
  const today = isoDay(now);
  const mapped = await readCategoryMap(db);
  const overview = await readOverview(db, account, today);
  const buffers = new Map<string, bigint>();
  for (const entry of meta.records)
    if (entry.key.startsWith(BUFFER_PREFIX) && typeof entry.value === 'string' && /^\d+$/.test(entry.value))
      buffers.set(entry.key.slice(BUFFER_PREFIX.length), BigInt(entry.value));
  // The forecast's cash is the company's (the Dashboard's): its treasury wallets, own tokens left out.
  const scope = companyScope(overview.treasury, overview.companyTokens);
  const cash = new Map<string, bigint>();
  for (const b of companyBalances(overview.balances, scope)) {
    const key = commodityId(b.chainId, b.asset);
    cash.set(key, (cash.get(key) ?? 0n) + BigInt(b.units));
  }
  const all = [transactions, counterparties, invoices, payments, bills, billPayments, decisions, rules, dismissals];
  return {
    inputs: {
      now: now.toISOString(),
      transactions: transactions.records,
      counterparties: counterparties.records,
      invoices: invoices.records,
      payments: payments.records,
      bills: bills.records,
      billPayments: billPayments.records,
      decisions: decisions.records,
      rules: rules.records,
      recurring: overview.recurring,
      knownFlows: knownFlowsOf(upcomingFlows(overview, today)),
      buffers,
      cash,
      cashRows: companyRows(transactions.records, scope),
      ownWallets: overview.treasury.map((w) => ({ address: w.address, label: w.label })),
      // The user's category → account mapping, as the ledger poster reads it; a workspace whose
      // chart is not written yet gets the template the ledger will write.
      chart: { accounts: overview.accounts.length ? overview.accounts : defaultChart(), mapped },
    },
    dismissed: new Set(dismissals.records.map((record) => record.id)),
    corrupt: all.flatMap((result) => result.corrupt),
  };
}

/** Hides an insight for good (until restored). */
export async function dismissInsight(db: WorkspaceDb, id: string, now: Date = new Date()): Promise<void> {
  await putRecord(db, 'insightDismissals', { id, dismissedAt: now.toISOString() });
}

/** Shows a dismissed insight again. */
export async function restoreInsight(db: WorkspaceDb, id: string): Promise<void> {
  await db.insightDismissals.delete(id);
}

export interface Answer {
  readonly transactionId: string;
  readonly category: string;
  readonly source: SuggestionSource;
  readonly confidence: number;
  /** The row's revision the suggestion was made on. */
  readonly revision: number;
}

function decision(answer: Answer, kind: CategoryDecision['decision'], now: Date): CategoryDecision {
  return {
    id: `${answer.transactionId}:${answer.category}`,
    transactionId: answer.transactionId,
    category: answer.category,
    decision: kind,
    source: answer.source,
    confidence: answer.confidence,
    decidedAt: now.toISOString(),
  };
}

/**
 * Accepts a suggestion: the row's category is saved against the revision the suggestion saw
 * (StaleRevisionError when the row changed since) and the answer is remembered, in one transaction.
 */
export async function acceptSuggestion(db: WorkspaceDb, answer: Answer, now: Date = new Date()): Promise<void> {
  await db.transaction('rw', [db.chainTransactions, db.categoryDecisions], async () => {
    await updateUserFields(db, answer.transactionId, { category: answer.category }, now.toISOString(), answer.revision);
    await putRecord(db, 'categoryDecisions', decision(answer, 'accepted', now));
  });
}

/** Rejects a suggestion: never offered again for that row, and it counts against the category. */
export async function rejectSuggestion(db: WorkspaceDb, answer: Answer, now: Date = new Date()): Promise<void> {
  await putRecord(db, 'categoryDecisions', decision(answer, 'rejected', now));
}

/** Adds a categorisation rule (a counterparty, words of the memo, or both). */
export async function addCategoryRule(
  db: WorkspaceDb,
  rule: Pick<CategoryRule, 'counterparty' | 'memoContains' | 'category'>,
  now: Date = new Date(),
): Promise<void> {
  await putRecord(db, 'categoryRules', { ...rule, id: crypto.randomUUID(), createdAt: now.toISOString(), revision: 1 });
}

/** Saves the cash buffer of an asset (base units; 0 removes it). */
export async function saveBuffer(db: WorkspaceDb, assetKey: string, units: bigint): Promise<void> {
  if (units <= 0n) await db.meta.delete(`${BUFFER_PREFIX}${assetKey}`);
  else await putRecord(db, 'meta', { key: `${BUFFER_PREFIX}${assetKey}`, value: units.toString() });
}

// Bills: the one place a bill is posted. An approved bill debits its expense account and credits
// Accounts payable (bill-rules.ts); a change, rejection or void reverses that entry; the rows of a
// bill payment the app sent are booked to Accounts payable so the transaction rules post them
// against the wallet. The Vendors page posts a bill at once, in the transaction that writes it
// (postBill); the ledger poster runs the same rule for every bill (billPoster), which is how a
// change held by a closed period is posted once the period reopens.
import type { Bill } from '@/lib/db/entities/bill';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Check } from '@/lib/ledger/entry';
import { reconcile } from '@/lib/ledger/reconcile';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { parseRecord } from '@/lib/db/records';
import { accountFromRow, entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { fiatBillFxDrafts } from '@/lib/payments/fiat-bill-posting';
import { missingFxAccount } from '@/lib/payments/fiat-invoice-posting';
import { applyPlan } from './apply-plan';
import { billPaymentsBeforeStart } from './bill-opening';
import { fiatBillInputs } from './fiat-bills';
import { billRule, billSource } from './bill-rules';
import type { RecordPoster } from './record-posting';
import { rowsOf, type RowBooker } from './row-booking';

/** The category the rows of a bill payment get: the transaction rules post payable against the wallet. */
export const PAYABLE_CATEGORY = 'Accounts payable';

/** Every bill's entry and fiat bills' exchange differences, reconciled by the source prefix `bill:`. */
export const billPoster: RecordPoster = {
  prefix: 'bill:',
  tables: ['bills', 'billPayments', 'networkSettings'],
  async load(db) {
    const bills = await db.bills.toArray();
    const fx = await fiatBillInputs(db, bills);
    const beforeStart = await billPaymentsBeforeStart(db, bills);
    if (fx.length > 0) {
      // The exchange difference's account, added to the chart the first time a fiat bill is paid.
      const chart = (await db.ledgerAccounts.toArray()).map(accountFromRow);
      const added = missingFxAccount(chart).map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 }));
      if (added.length > 0) await db.ledgerAccounts.bulkAdd(added);
    }
    return {
      drafts: (context) => [
        ...bills.flatMap((bill) => billRule(bill, context)),
        ...fx.flatMap(fiatBillFxDrafts),
        ...beforeStart,
      ],
      claims: [],
    };
  },
};

/** The tables postBill writes: the caller's transaction must include them. */
export const BILL_POSTING_TABLES = (db: WorkspaceDb) => [db.journalEntries, db.ledgerAccounts, db.periodEvents];

/** What postBill did: refused (nothing written), or written with the sources a closed period holds. */
export type BillPosting = (Check & { readonly ok: false }) | { readonly ok: true; readonly held: readonly string[] };

/**
 * Posts or reverses one bill's entry inside the caller's transaction (so the bill and its entry are
 * written together); a closed period holds the change as a draft. Refused when the expense account
 * no longer exists or is archived.
 */
export async function postBill(
  db: WorkspaceDb,
  bill: Bill,
  options: { now: string; newId: () => string; by: string | null },
): Promise<BillPosting> {
  const accounts = await ensureChart(db);
  const source = billSource(bill.id);
  const drafts = billRule(bill, { accounts, categoryAccounts: new Map(), walletAccount: () => '' });
  const draft = drafts[0];
  if (draft && !accounts.some((a) => a.id === draft.postings[0]?.accountId && !a.archived)) {
    return {
      ok: false,
      message: 'The expense account of this bill no longer exists or is archived: choose another one.',
    };
  }
  const stored = await db.journalEntries.where('source').equals(source).toArray();
  const existing = stored.filter((row) => row.status === 'posted').map(entryFromRow);
  const plan = reconcile(existing, drafts, (s) => s === source);
  const { held } = await applyPlan(db, plan, stored, options);
  return { ok: true, held };
}

/** Bill payments sent from the app: the payment's own ETH row, or its outgoing Transfer rows of the asset. */
export const billPaymentBooker: RowBooker = {
  tables: ['billPayments'],
  async load(db) {
    const payments = await db.billPayments.toArray();
    const rows = await rowsOf(
      db,
      payments.map((p) => [p.chainId, p.hash]),
    );
    const result = new Map<string, string>();
    for (const payment of payments) {
      const token = payment.asset.address?.toLowerCase() ?? null;
      for (const row of rows) {
        if (row.chainId !== payment.chainId || row.hash !== payment.hash || row.direction !== 'out') continue;
        const moves =
          token === null ? row.asset === 'native' && BigInt(row.units) > 0n : row.asset.toLowerCase() === token;
        if (moves) result.set(row.id, PAYABLE_CATEGORY);
      }
    }
    return result;
  },
};

// The overview as the Dashboard shows it (and the Calendar and SBI reuse): every read model
// computed from one read of the records at `today`.
import { indexPrices } from '@/lib/ledger/prices';
import { booksVsChain, type BooksNetwork } from '@/lib/ledger/chain-reconciliation';
import { balanceHistory, valuedHistory, type BalanceHistory, type ValuedHistory } from './balance-history';
import { cashPosition, type CashPosition } from './cash-position';
import { companyBalances, companyRows, companyScope } from './company-cash';
import { WINDOW_DAYS, windowFlows, type WindowFlow } from './cash-flow';
import { dueSummary, type DueSummary } from './due-summary';
import { flowsToCome, type DatedFlow } from './flows-to-come';
import { incomeAndExpense, type PeriodComparison } from './income-expense';
import { payablesState, receivablesState, type OpenState } from './open-items';
import { daysToPay, observedDelays, type PaymentDays } from './payment-days';
import type { OverviewRecords } from './read-overview';
import { addDays } from '@/lib/primitives/days';
import { remindersAround, type DueReminder } from '@/lib/mail/reminders';

/** Days of paid documents DSO and DPO are computed over. */
export const PAYMENT_DAYS_WINDOW = 90;

export interface Overview {
  readonly today: string;
  readonly cash: CashPosition;
  /** Window 0 = the last 30 days, window 1 = the 30 before, … */
  readonly windows: readonly WindowFlow[];
  readonly receivables: OpenState & { readonly summary: readonly DueSummary[] };
  readonly payables: OpenState & { readonly summary: readonly DueSummary[] };
  /** Receivables and payables one period (30 days) before, as of that day (see `openStatesAt`). */
  readonly before: {
    readonly day: string;
    readonly receivables: readonly DueSummary[];
    readonly payables: readonly DueSummary[];
  };
  readonly dso: { readonly current: PaymentDays; readonly previous: PaymentDays };
  readonly dpo: { readonly current: PaymentDays; readonly previous: PaymentDays };
  readonly periods: readonly PeriodComparison[];
  readonly books: readonly BooksNetwork[];
  readonly history: BalanceHistory;
  /** The history in the company's currency (null without a base currency or a price for every day). */
  readonly valuedHistory: ValuedHistory | null;
  readonly upcoming: readonly DatedFlow[];
  /** Mail's reminders due of open invoices (Mail's window: `remindersAround`). */
  readonly reminders: readonly DueReminder[];
}

function comparedDays(paid: OpenState['paid'], today: string) {
  return {
    current: daysToPay(paid, today, PAYMENT_DAYS_WINDOW),
    previous: daysToPay(paid, addDays(today, -PAYMENT_DAYS_WINDOW), PAYMENT_DAYS_WINDOW),
  };
}

/** Mail's reminders due of the invoices still open (receivables): Mail's window, `remindersAround`. */
export function openReminders(records: OverviewRecords, open: OpenState['items'], today: string): DueReminder[] {
  const openIds = new Set(open.map((item) => item.id));
  const invoices = records.invoices.map((invoice) => ({ ...invoice, paid: !openIds.has(invoice.id) }));
  return remindersAround(invoices, records.reminderSchedules, records.reminderOffsets, today);
}

/** Open invoices and bills through `lib/payments` (one definition of open for every page). */
export function openStates(records: OverviewRecords): { receivables: OpenState; payables: OpenState } {
  return {
    receivables: receivablesState({
      invoices: records.invoices,
      payments: records.payments,
      incoming: records.incoming,
      ours: records.invoiceWallets,
    }),
    payables: payablesState({
      bills: records.bills,
      intents: records.billPayments,
      txStatus: records.txStatus,
      chainPayments: records.payments,
      ourWallets: records.billWallets,
    }),
  };
}

/**
 * The open invoices and bills as they stood at the end of `day`: documents issued by then, against
 * the payments that had arrived by then. An approximation of the books at that day (a document
 * voided or sent since is read as it is now).
 */
export function openStatesAt(records: OverviewRecords, day: string): { receivables: OpenState; payables: OpenState } {
  const by = (time: string) => time.slice(0, 10) <= day;
  return openStates({
    ...records,
    invoices: records.invoices.filter((i) => i.issueDate <= day),
    payments: records.payments.filter((p) => by(p.time)),
    incoming: records.incoming.filter((t) => by(t.time)),
    bills: records.bills.filter((b) => b.issueDate <= day),
    billPayments: records.billPayments.filter((p) => by(p.createdAt)),
  });
}

function datedFlows(records: OverviewRecords, open: ReturnType<typeof openStates>, today: string): DatedFlow[] {
  return flowsToCome({
    receivables: open.receivables.items,
    payables: open.payables.items,
    delays: observedDelays(open.receivables.paid),
    templates: records.templates,
    recurring: records.recurring,
    today,
  });
}

function beforeSummary(records: OverviewRecords, day: string): Overview['before'] {
  const open = openStatesAt(records, day);
  return {
    day,
    receivables: dueSummary(open.receivables.items, day, open.receivables.credits),
    payables: dueSummary(open.payables.items, day, open.payables.credits),
  };
}

/** The flows to come at `today` (SBI's forecast adds them as known flows). */
export function upcomingFlows(records: OverviewRecords, today: string): DatedFlow[] {
  return datedFlows(records, openStates(records), today);
}

/** Every read model of the overview at `today` (YYYY-MM-DD); `now` (ISO) is when prices' ages are read. */
export function buildOverview(records: OverviewRecords, today: string, now?: string): Overview {
  const prices = indexPrices(records.prices);
  // Cash is the company's: its treasury wallets, its own tokens left out (company-cash.ts).
  const scope = companyScope(records.treasury, records.companyTokens);
  const balances = companyBalances(records.balances, scope);
  const cash = cashPosition(balances, prices, today, now);
  // The engine's rows include value that reached a wallet inside another call (a PaymentRouter
  // payment forwarded to the payee), so cash in and the history need nothing added here.
  const rows = companyRows(records.rows, scope);
  const windows = windowFlows(rows, prices, today);
  const history = balanceHistory(balances, rows, today);
  const open = openStates(records);
  const { receivables, payables } = open;
  const fiscalStart = records.profile?.fiscalYearStartMonth ?? 1;
  return {
    today,
    cash,
    windows,
    receivables: { ...receivables, summary: dueSummary(receivables.items, today, receivables.credits) },
    before: beforeSummary(records, addDays(today, -WINDOW_DAYS)),
    payables: { ...payables, summary: dueSummary(payables.items, today, payables.credits) },
    dso: comparedDays(receivables.paid, today),
    dpo: comparedDays(payables.paid, today),
    periods: incomeAndExpense(records.entries, records.accounts, prices, today, fiscalStart),
    books: booksVsChain(records.balances, records.entries),
    history,
    valuedHistory: records.profile?.baseCurrency ? valuedHistory(history, prices) : null,
    reminders: openReminders(records, receivables.items, today),
    upcoming: datedFlows(records, open, today),
  };
}

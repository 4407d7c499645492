// The cash-flow summary in the company's currency: what moved the wallets over a period.
import { accountLookup } from '../balances';
import { isWalletAccount } from './accounts';
import type { BaseRange } from './base-sums';
import type { FunctionalBooks } from './books';

export type CashFlowKey = 'opening-balances' | 'receipts' | 'payments' | 'financing' | 'remeasurement';

export interface BaseCashFlow {
  readonly range: Required<BaseRange>;
  /** Cash and digital assets (the wallets, at carrying value) the day before `from`. */
  readonly opening: bigint;
  readonly lines: readonly { readonly key: CashFlowKey; readonly label: string; readonly amount: bigint }[];
  readonly closing: bigint;
}

const CASH_LABELS: Readonly<Record<CashFlowKey, string>> = {
  'opening-balances': 'Opening balances recorded',
  receipts: 'Received (operating)',
  payments: 'Paid and spent (operating, at carrying value)',
  financing: 'Financing (owners and shares)',
  remeasurement: 'Remeasurement and impairment (not cash)',
};

/**
 * What moved the company's cash and digital assets (its wallets, at carrying value) over `range`:
 * opening, receipts, payments, financing (entries with an equity account on the other side), the
 * period ends' remeasurement, closing. Moves between the company's wallets net to nothing.
 */
export function baseCashFlow(books: FunctionalBooks, range: Required<BaseRange>): BaseCashFlow {
  const account = accountLookup(books.accounts);
  const amounts = new Map<CashFlowKey, bigint>();
  const { store } = books;
  const wallet = store.accountIds.map(isWalletAccount);
  const equityAccount = store.accountIds.map((id) => account(id).type === 'equity');
  let opening = 0n;
  const entries = books.index;
  const first = entries.firstFrom(range.from);
  const last = entries.endThrough(range.to);
  for (let e = 0; e < last; e += 1) {
    let delta = 0n;
    let equity = false;
    const end = entries.end[e] ?? 0;
    for (let i = entries.start[e] ?? 0; i < end; i += 1) {
      const index = store.account[i] ?? 0;
      if (wallet[index]) delta += store.amount[i] ?? 0n;
      else if (equityAccount[index]) equity = true;
    }
    if (delta === 0n) continue;
    if (e < first) {
      opening += delta;
      continue;
    }
    const key: CashFlowKey = entries.isRemeasurement(e)
      ? 'remeasurement'
      : entries.origin[e]?.source.startsWith('opening:')
        ? 'opening-balances'
        : equity
          ? 'financing'
          : delta > 0n
            ? 'receipts'
            : 'payments';
    amounts.set(key, (amounts.get(key) ?? 0n) + delta);
  }
  const order: CashFlowKey[] = ['opening-balances', 'receipts', 'payments', 'financing', 'remeasurement'];
  const lines = order.map((key) => ({ key, label: CASH_LABELS[key], amount: amounts.get(key) ?? 0n }));
  return { range, opening, lines, closing: opening + lines.reduce((s, l) => s + l.amount, 0n) };
}

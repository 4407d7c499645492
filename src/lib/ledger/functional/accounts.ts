// The accounts the books in the company's currency add to the chart. They exist in the derived books
// only (the stored journal is in commodities and never posts to them): each on the first free code
// from its own, under the Income or Expenses root.
import type { Account } from '../account';
import { ACCOUNT_IDS } from '../default-chart';

/**
 * Realised exchange differences on documents in a fiat currency (the ledger's own account, which
 * the fiat posters create under Income on first use; the derived books add it when the chart lacks it).
 */
export const REALISED_FX_ACCOUNT = 'realised-fx';

export const FUNCTIONAL_ACCOUNT_IDS = {
  realisedFx: REALISED_FX_ACCOUNT,
  realisedGains: 'fx:realised-gains',
  realisedLosses: 'fx:realised-losses',
  unrealisedGains: 'fx:unrealised-gains',
  unrealisedLosses: 'fx:unrealised-losses',
  rounding: 'fx:rounding',
} as const;

/**
 * Month ends' translation of receivables and payables fixed in another fiat currency than the
 * company's (one account, a credit a gain, as the ledger's Realised FX gain/loss): an ordinary income
 * line of the income statement, apart from the gains on digital assets.
 */
export const TRANSLATION_ACCOUNT = 'fx:unrealised-fx';

const WANTED = [
  { id: REALISED_FX_ACCOUNT, code: 4800, name: 'Realised FX gain/loss', type: 'income' },
  { id: FUNCTIONAL_ACCOUNT_IDS.realisedGains, code: 4850, name: 'Realised gains on digital assets', type: 'income' },
  {
    id: FUNCTIONAL_ACCOUNT_IDS.unrealisedGains,
    code: 4860,
    name: 'Unrealised gains on digital assets',
    type: 'income',
  },
  { id: TRANSLATION_ACCOUNT, code: 4870, name: 'Unrealised FX gain/loss', type: 'income' },
  { id: FUNCTIONAL_ACCOUNT_IDS.realisedLosses, code: 6850, name: 'Realised losses on digital assets', type: 'expense' },
  {
    id: FUNCTIONAL_ACCOUNT_IDS.unrealisedLosses,
    code: 6860,
    name: 'Unrealised losses and impairment of digital assets',
    type: 'expense',
  },
  { id: FUNCTIONAL_ACCOUNT_IDS.rounding, code: 6990, name: 'Rounding differences', type: 'expense' },
] as const;

/** The chart with the functional-currency accounts it lacks (first free code from 4800, 4850, 4860, 4870, 6850, 6860, 6990). */
export function functionalChart(chart: readonly Account[]): Account[] {
  const taken = new Set(chart.map((a) => a.code));
  const added: Account[] = [];
  for (const wanted of WANTED) {
    if (chart.some((a) => a.id === wanted.id)) continue;
    let code = wanted.code;
    while (taken.has(String(code))) code += 1;
    taken.add(String(code));
    const root = chart.find((a) => a.type === wanted.type && a.parentId === null);
    added.push({
      id: wanted.id,
      code: String(code),
      name: wanted.name,
      type: wanted.type,
      parentId: root?.id ?? null,
      archived: false,
    });
  }
  return [...chart, ...added];
}

/** Whether an account is a wallet's (holds the company's digital assets: lots apply). */
export function isWalletAccount(accountId: string): boolean {
  return accountId.startsWith('wallet:');
}

/** Whether an asset account is a receivable (the default chart's 1100, or any asset account named so). */
export function isReceivable(account: Pick<Account, 'id' | 'name' | 'type'>): boolean {
  return account.type === 'asset' && (account.id === ACCOUNT_IDS.receivable || /receivable/i.test(account.name));
}

/**
 * Whether a liability account is a trade payable (the default chart's 2100, or any liability named
 * "accounts payable" or "trade payable(s)"): a payable in a crypto asset is measured at month ends
 * like the lots. Taxes payable and other liabilities are owed in money and are not.
 */
export function isPayable(account: Pick<Account, 'id' | 'name' | 'type'>): boolean {
  return (
    account.type === 'liability' &&
    (account.id === ACCOUNT_IDS.payable || /\b(accounts|trade) payables?\b/i.test(account.name))
  );
}

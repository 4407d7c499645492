import type { AccountType } from '@/lib/primitives/account-types';
import type { Account } from './account';

/** Ids of the accounts the posting rules rely on (they exist in every chart made from the template). */
export const ACCOUNT_IDS = {
  wallets: 'wallets',
  receivable: 'accounts-receivable',
  suspense: 'uncategorised',
  payable: 'accounts-payable',
  taxesPayable: 'taxes-payable',
  ownerContributions: 'owner-contributions',
  retainedEarnings: 'retained-earnings',
  openingBalances: 'opening-balances',
  sales: 'sales',
  otherIncome: 'other-income',
  networkFees: 'network-fees',
  contractors: 'contractors',
  software: 'software',
  generalExpenses: 'general-expenses',
} as const;

/** The accounts the transaction rules post to: deleting one would make every generated entry fail. */
export const RULE_ACCOUNT_IDS: ReadonlySet<string> = new Set([
  ACCOUNT_IDS.wallets,
  ACCOUNT_IDS.suspense,
  ACCOUNT_IDS.networkFees,
]);

type Row = readonly [id: string, code: string, name: string, type: AccountType, parentId: string | null];

// Groups (x000) hold the leaves; wallet accounts are created under `wallets` (1010…1099) when a
// wallet first moves an asset. The uncategorised account is a balance-sheet suspense account so
// that an unclassified movement never shows up as income or expense.
const TEMPLATE: readonly Row[] = [
  ['assets', '1000', 'Assets', 'asset', null],
  [ACCOUNT_IDS.wallets, '1010', 'Crypto wallets', 'asset', 'assets'],
  [ACCOUNT_IDS.receivable, '1100', 'Accounts receivable', 'asset', 'assets'],
  [ACCOUNT_IDS.suspense, '1900', 'Uncategorised', 'asset', 'assets'],
  ['liabilities', '2000', 'Liabilities', 'liability', null],
  [ACCOUNT_IDS.payable, '2100', 'Accounts payable', 'liability', 'liabilities'],
  [ACCOUNT_IDS.taxesPayable, '2200', 'Taxes payable', 'liability', 'liabilities'],
  ['equity', '3000', 'Equity', 'equity', null],
  [ACCOUNT_IDS.ownerContributions, '3100', 'Owner contributions', 'equity', 'equity'],
  [ACCOUNT_IDS.retainedEarnings, '3200', 'Retained earnings', 'equity', 'equity'],
  [ACCOUNT_IDS.openingBalances, '3900', 'Opening balances', 'equity', 'equity'],
  ['income', '4000', 'Income', 'income', null],
  [ACCOUNT_IDS.sales, '4100', 'Sales', 'income', 'income'],
  [ACCOUNT_IDS.otherIncome, '4900', 'Other income', 'income', 'income'],
  ['expenses', '6000', 'Expenses', 'expense', null],
  [ACCOUNT_IDS.networkFees, '6100', 'Network fees', 'expense', 'expenses'],
  [ACCOUNT_IDS.contractors, '6200', 'Contractors', 'expense', 'expenses'],
  [ACCOUNT_IDS.software, '6300', 'Software', 'expense', 'expenses'],
  [ACCOUNT_IDS.generalExpenses, '6900', 'General expenses', 'expense', 'expenses'],
];

/** The default chart for a crypto-native company (a fresh copy each call). */
export function defaultChart(): Account[] {
  return TEMPLATE.map(([id, code, name, type, parentId]) => ({ id, code, name, type, parentId, archived: false }));
}

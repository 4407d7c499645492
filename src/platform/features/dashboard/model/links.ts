// Where the Dashboard's figures and actions lead: the pages and tabs (their `?tab=` ids) behind
// each figure. Features do not import each other, so the paths are written here.
import { transactionsPath } from '@/lib/chain/transactions-url';

const P = '/platform';

export const LINKS = {
  transactions: transactionsPath(),
  receivables: `${P}/client?tab=aging`,
  invoices: `${P}/client?tab=invoices`,
  clients: `${P}/client?tab=directory`,
  bills: `${P}/vendors?tab=bills`,
  payables: `${P}/vendors?tab=aging`,
  reports: `${P}/accounting?tab=reports`,
  accounting: `${P}/accounting?tab=overview`,
  reconciliation: `${P}/accounting?tab=reconciliation`,
  prices: `${P}/accounting?tab=periods`,
  profile: `${P}/company?tab=profile`,
  wallets: `${P}/company?tab=wallets`,
  backup: `${P}/utility?tab=backup`,
  send: `${P}/mywallet`,
  newDistribution: `${P}/autodistribution?tab=new`,
  distributions: `${P}/autodistribution?tab=distributions`,
  documents: `${P}/storage?tab=documents`,
  sbi: `${P}/sbi`,
  sbiForecast: `${P}/sbi?tab=forecast`,
  recurring: `${P}/dashboard#recurring-items`,
} as const;

/** The page that opens one upcoming item. */
export function flowLink(kind: 'invoice' | 'bill' | 'distribution' | 'recurring', id: string): string {
  if (kind === 'invoice') return `${P}/client?${new URLSearchParams({ invoice: id }).toString()}`;
  if (kind === 'bill') return `${P}/vendors?${new URLSearchParams({ bill: id }).toString()}`;
  if (kind === 'recurring') return LINKS.recurring;
  return LINKS.distributions;
}

/** The Transactions page with one transaction open. */
export const transactionLink = (hash: string) => transactionsPath({ tx: hash });

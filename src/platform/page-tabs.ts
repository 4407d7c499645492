/**
 * The sub-navigation tabs of the pages that have them (`?tab=<id>` in the URL) and the query
 * parameters that open one record on a page. The command palette reads both from here, so a page
 * that renames a tab or a record link changes it in this one place; page-tabs.test.tsx fails until
 * this copy matches the tab lists the pages render (kept apart so the shell loads no page to list them).
 */
import { transactionsPath } from '@/lib/chain/transactions-url';
import type { RecordKind } from '@/lib/db/search-records';
import { PLATFORM_BASE } from './routes';

export interface PageTab {
  /** The value of `?tab=` (the first tab of a page is its default). */
  readonly id: string;
  readonly label: string;
}

export const PAGE_TABS = {
  accounting: [
    { id: 'overview', label: 'Overview' },
    { id: 'journal', label: 'Journal' },
    { id: 'reconciliation', label: 'Reconciliation' },
    { id: 'reports', label: 'Reports' },
    { id: 'chart', label: 'Chart of accounts' },
    { id: 'periods', label: 'Periods and prices' },
    { id: 'exports', label: 'Exports' },
  ],
  utility: [
    { id: 'tools', label: 'Tools' },
    { id: 'networks', label: 'Networks' },
    { id: 'storage', label: 'Storage settings' },
    { id: 'contracts', label: 'Platform contracts' },
    { id: 'backup', label: 'Backup' },
  ],
  company: [
    { id: 'profile', label: 'Profile' },
    { id: 'team', label: 'Team' },
    { id: 'wallets', label: 'Wallets' },
    { id: 'team-workspace', label: 'Team workspace' },
  ],
  storage: [
    { id: 'documents', label: 'Documents' },
    { id: 'pinning', label: 'Pinning' },
  ],
  tokens: [
    { id: 'tokens', label: 'Tokens' },
    { id: 'cap-table', label: 'Cap table' },
    { id: 'create', label: 'Create' },
  ],
  vendors: [
    { id: 'bills', label: 'Bills' },
    { id: 'directory', label: 'Directory' },
    { id: 'statements', label: 'Statements' },
    { id: 'aging', label: 'Aging' },
  ],
  client: [
    { id: 'invoices', label: 'Invoices' },
    { id: 'directory', label: 'Directory' },
    { id: 'statements', label: 'Statements' },
    { id: 'aging', label: 'Aging' },
  ],
  communications: [
    { id: 'timeline', label: 'Timeline' },
    { id: 'feed', label: 'Feed' },
    { id: 'signed', label: 'Signed messages' },
  ],
  mail: [
    { id: 'messages', label: 'Messages' },
    { id: 'reminders', label: 'Reminders' },
    { id: 'templates', label: 'Templates' },
    { id: 'import', label: 'Import' },
    { id: 'settings', label: 'Settings' },
  ],
  sbi: [
    { id: 'overview', label: 'Overview' },
    { id: 'forecast', label: 'Forecast' },
    { id: 'anomalies', label: 'Anomalies' },
    { id: 'spend', label: 'Spend & income' },
    { id: 'categorisation', label: 'Categorisation' },
  ],
  autodistribution: [
    { id: 'distributions', label: 'Templates and history' },
    { id: 'new', label: 'New distribution' },
  ],
  transactions: [
    { id: 'transactions', label: 'Transactions' },
    { id: 'safe-queue', label: 'Safe queue' },
  ],
} as const satisfies Readonly<Record<string, readonly PageTab[]>>;

/** A page's path with a tab selected: `/platform/accounting?tab=journal`. */
export function tabPath(segment: string, tab: string): string {
  return `${PLATFORM_BASE}/${segment}?${new URLSearchParams({ tab }).toString()}`;
}

const page = (segment: string, params: Record<string, string>) =>
  `${PLATFORM_BASE}/${segment}?${new URLSearchParams(params).toString()}`;

/** Where one found record opens: its page, with the parameter that page reads to open it. */
export const RECORD_LINKS: Readonly<Record<RecordKind, (id: string) => string>> = {
  invoice: (id) => page('client', { tab: 'invoices', invoice: id }),
  bill: (id) => page('vendors', { tab: 'bills', bill: id }),
  client: (id) => page('client', { tab: 'directory', client: id }),
  vendor: (id) => page('vendors', { tab: 'directory', vendor: id }),
  document: (id) => page('storage', { tab: 'documents', document: id }),
  transaction: (hash) => transactionsPath({ tx: hash }),
};

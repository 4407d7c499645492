import type { TabItem } from '@/components/navigation/tabs';

/** Accounting's sub-navigation: each view about a screen or two, the selected one in `?tab=`. */
export const ACCOUNTING_TABS: readonly TabItem[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'journal', label: 'Journal' },
  { id: 'reconciliation', label: 'Reconciliation' },
  { id: 'reports', label: 'Reports' },
  { id: 'chart', label: 'Chart of accounts' },
  { id: 'periods', label: 'Periods and prices' },
  { id: 'exports', label: 'Exports' },
];

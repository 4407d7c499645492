import type { TabItem } from '@/components/navigation/tabs';

/** The Client page's sub-navigation (`?tab=`): the invoices first. */
export const CLIENT_TABS: readonly TabItem[] = [
  { id: 'invoices', label: 'Invoices' },
  { id: 'directory', label: 'Directory' },
  { id: 'statements', label: 'Statements' },
  { id: 'aging', label: 'Aging' },
];

import type { TabItem } from '@/components/navigation/tabs';

/** The Vendors page's sub-navigation (`?tab=`): the bills first. */
export const VENDOR_TABS: readonly TabItem[] = [
  { id: 'bills', label: 'Bills' },
  { id: 'directory', label: 'Directory' },
  { id: 'statements', label: 'Statements' },
  { id: 'aging', label: 'Aging' },
];

import type { TabItem } from '@/components/navigation/tabs';

/** The Transactions page's sub-navigation (`?tab=`): the transactions first, then the Safe queue. */
export const TRANSACTIONS_TABS: readonly TabItem[] = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'safe-queue', label: 'Safe queue' },
];

import type { TabItem } from '@/components/navigation/tabs';

/** SBI's sub-navigation, the selected one in `?tab=`. */
export const SBI_TABS: readonly TabItem[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'forecast', label: 'Forecast' },
  { id: 'anomalies', label: 'Anomalies' },
  { id: 'spend', label: 'Spend & income' },
  { id: 'categorisation', label: 'Categorisation' },
];

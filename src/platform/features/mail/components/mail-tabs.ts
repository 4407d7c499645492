import type { TabItem } from '@/components/navigation/tabs';

/** The Mail page's sub-navigation (`?tab=`): the messages first. */
export const MAIL_TABS: readonly TabItem[] = [
  { id: 'messages', label: 'Messages' },
  { id: 'reminders', label: 'Reminders' },
  { id: 'templates', label: 'Templates' },
  { id: 'import', label: 'Import' },
  { id: 'settings', label: 'Settings' },
];

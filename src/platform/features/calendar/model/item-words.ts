// What an item's status says, in words and a tone (the words carry the meaning).
import type { CalendarItem } from './calendar-items';

/** The tone an item's status shows in (the kit's Badge and EventChip tones; the model names no component). */
export type ItemTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const WORDS: Record<CalendarItem['status'], { status: string; tone: ItemTone }> = {
  own: { status: '', tone: 'neutral' },
  open: { status: 'Due', tone: 'info' },
  overdue: { status: 'Overdue', tone: 'danger' },
  done: { status: 'Done', tone: 'success' },
};

/** The status words and tone of an item (a paid due date reads "Paid"). */
export function itemWords(item: CalendarItem): { status: string; tone: ItemTone } {
  const kind = item.derived?.kind;
  if (item.status === 'done' && (kind === 'invoice-due' || kind === 'bill-due'))
    return { status: 'Paid', tone: 'success' };
  if (item.status === 'done' && kind === 'period-close') return { status: 'Closed', tone: 'success' };
  if (item.status === 'done' && kind === 'token') return { status: 'Recorded', tone: 'success' };
  if (kind === 'reminder')
    return item.status === 'overdue' ? { status: 'Not sent', tone: 'warning' } : { status: 'To send', tone: 'info' };
  if (item.status === 'open' && kind === 'distribution') return { status: 'Scheduled', tone: 'info' };
  return WORDS[item.status];
}

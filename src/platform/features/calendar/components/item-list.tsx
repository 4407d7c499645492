import { EventChip } from '@/components/ui/event-chip';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { itemWords } from '@/platform/features/calendar/model/item-words';

export interface ItemListProps {
  readonly items: readonly CalendarItem[];
  readonly onOpen: (item: CalendarItem) => void;
  /** Take the chips out of the tab order (inside a grid cell, which is the tab stop). */
  readonly inGrid?: boolean;
  /** Show at most this many, then "+N more". */
  readonly max?: number;
}

/** A day's items as chips; the time reads "all day" when there is none. */
export function ItemList({ items, onOpen, inGrid = false, max }: ItemListProps) {
  const shown = max === undefined ? items : items.slice(0, max);
  return (
    <ul className="mt-1 grid grid-cols-[minmax(0,1fr)] gap-0.5">
      {shown.map((item) => {
        const words = itemWords(item);
        return (
          <li key={item.key} data-testid="calendar-item" className="min-w-0">
            <EventChip
              title={item.title}
              time={item.time || (inGrid ? '' : 'All day')}
              status={words.status}
              tone={words.tone}
              {...(inGrid ? { tabIndex: -1 } : {})}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(item);
              }}
            />
          </li>
        );
      })}
      {max !== undefined && items.length > max ? (
        <li className="px-1 text-xs text-muted">+{items.length - max} more</li>
      ) : null}
    </ul>
  );
}

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { monthWeeks } from '@/lib/primitives/days';
import { gridKeyTarget } from './month-grid-keys';

export interface MonthGridProps {
  /** The grid's name, e.g. "November 2026". */
  readonly label: string;
  /** The month shown, YYYY-MM. */
  readonly month: string;
  /** The day with the one tab stop (roving tabindex), YYYY-MM-DD. */
  readonly focusedDay: string;
  readonly today: string;
  /** Column headers, first weekday first: [short, full] names. */
  readonly weekdays: readonly (readonly [string, string])[];
  /** Moves the focus (the parent changes month when the day is outside it). */
  readonly onFocusDay: (day: string) => void;
  /** Enter or Space on a day, or a click on its number. */
  readonly onActivateDay: (day: string) => void;
  /** The cell's accessible name ("Friday 27 November 2026, 2 items"). */
  readonly dayLabel: (day: string) => string;
  /** What a day shows under its number. */
  readonly renderDay: (day: string) => ReactNode;
  readonly weekStartsOn?: 0 | 1;
}

/**
 * A month as a WAI-ARIA grid: one tab stop (the focused day); arrows move by a day or a week,
 * Home/End to the week's ends, Page Up/Down by a month (Shift: a year); Enter or Space activates
 * the day. Today has aria-current="date"; days of the next and previous months are dimmed.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, focusedDay, today, weekdays, onFocusDay, onActivateDay, dayLabel, renderDay } = props;
  const labelId = useId();
  const grid = useRef<HTMLTableElement>(null);
  // The day a key moved to, until the grid shows it focused (a new month may take two renders).
  const keyTarget = useRef<string | null>(null);
  const weeks = monthWeeks(month, props.weekStartsOn ?? 1);

  useEffect(() => {
    // Focus follows the keyboard only: a re-render from data never steals focus.
    if (keyTarget.current !== focusedDay) return;
    keyTarget.current = null;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      if (!(event.target instanceof HTMLElement) || event.target.dataset.day !== focusedDay) return;
      event.preventDefault();
      onActivateDay(focusedDay);
      return;
    }
    const target = gridKeyTarget(focusedDay, event.key, {
      shift: event.shiftKey,
      weekStartsOn: props.weekStartsOn ?? 1,
    });
    if (!target) return;
    event.preventDefault();
    keyTarget.current = target;
    onFocusDay(target);
  };

  return (
    <table
      ref={grid}
      role="grid"
      aria-labelledby={labelId}
      className="w-full table-fixed border-collapse text-sm"
      onKeyDown={onKeyDown}
    >
      <caption id={labelId} className="sr-only">
        {props.label}
      </caption>
      <thead>
        <tr>
          {weekdays.map(([short, full]) => (
            <th key={full} scope="col" abbr={full} className="py-1 text-xs font-medium text-muted">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const inMonth = day.startsWith(month);
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === focusedDay ? 0 : -1}
                  aria-label={dayLabel(day)}
                  aria-selected={day === focusedDay}
                  {...(day === today ? { 'aria-current': 'date' as const } : {})}
                  onClick={() => onFocusDay(day)}
                  onDoubleClick={() => onActivateDay(day)}
                  className={`h-20 border border-border p-1 align-top focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:h-28 ${
                    day === focusedDay ? 'bg-surface-raised' : inMonth ? 'bg-surface' : 'bg-surface-muted text-muted'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-6 items-center justify-center rounded-full text-xs ${
                      day === today ? 'bg-primary font-semibold text-primary-fg' : ''
                    }`}
                  >
                    {Number(day.slice(8))}
                  </span>
                  {renderDay(day)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

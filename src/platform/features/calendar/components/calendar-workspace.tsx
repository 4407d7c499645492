import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StatusLine } from '@/components/ui/status-line';
import { TabPanel } from '@/components/navigation/tabs';
import { CompanyDates } from '@/lib/db/company-dates';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import { derivedEvents, overdueBefore } from '@/lib/calendar/derived-sources';
import type { CalendarEvent } from '@/lib/db/entities/calendar-event';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { browserTimeZone } from '@/lib/primitives/time-zone';
import { derivedItem, itemsByDay, type CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { CASH_PARAM, type ProjectedCash } from '@/platform/features/calendar/model/projected-cash';
import {
  CALENDAR_VIEWS,
  DATE_PARAM,
  dayFromParam,
  paramFromDay,
  VIEW_PARAM,
  viewRange,
  type CalendarView,
} from '@/platform/features/calendar/model/view-state';
import { todayIn } from '@/platform/features/calendar/model/zoned-time';
import { useCalendarData } from '@/platform/features/calendar/store/use-calendar-data';
import { AgendaView } from './agenda-view';
import { CalendarToolbar } from './calendar-toolbar';
import { DayDialog } from './day-dialog';
import { DerivedDialog } from './derived-dialog';
import { EventPanel } from './event-panel';
import { MonthView } from './month-view';
import { ProjectedCashSource } from './projected-cash-source';
import { WeekView } from './week-view';

export interface CalendarWorkspaceProps {
  readonly db: WorkspaceDb;
  readonly account: string;
}

type Open =
  | { readonly kind: 'event'; readonly event: CalendarEvent | null; readonly day: string }
  | { readonly kind: 'derived'; readonly item: CalendarItem }
  | { readonly kind: 'day'; readonly day: string }
  | null;

/** The Calendar once a workspace is open: the view in the URL, the items of its days, the panels. */
export function CalendarWorkspace({ db, account }: CalendarWorkspaceProps) {
  const data = useCalendarData(db, account);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const browserZone = useMemo(() => browserTimeZone(), []);
  const companyZone = data.status === 'ready' ? data.data.companyZone : null;
  const zone = companyZone ?? browserZone;
  const today = todayIn(zone);
  const view = (CALENDAR_VIEWS.find((v) => v.id === params.get(VIEW_PARAM))?.id ?? 'month') as CalendarView;
  const day = dayFromParam(params.get(DATE_PARAM), today);
  const range = viewRange(view, day);
  const cash = params.get(CASH_PARAM) === '1';
  const items = useMemo(() => {
    if (data.status !== 'ready') return new Map<string, CalendarItem[]>();
    const derived = derivedEvents(data.data.records, { ...range, today });
    return itemsByDay(data.data.ownEvents, derived, range, zone);
    // The range is a pair of strings: its parts are the real dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, range.from, range.to, today, zone]);
  // The Agenda opens on what is late: overdue items from before its first day (docs/product.md#calendar).
  const overdue = useMemo(
    () =>
      data.status === 'ready' && view === 'agenda'
        ? overdueBefore(data.data.records, range.from, today).map(derivedItem)
        : [],
    [data, view, range.from, today],
  );

  const goTo = (next: string, options: { replace?: boolean } = {}) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(VIEW_PARAM, view);
        updated.set(DATE_PARAM, paramFromDay(view, next));
        return updated;
      },
      { replace: options.replace ?? false, preventScrollReset: true },
    );
  // The month grid's focused day lives in the URL only as its month; the day itself is kept here.
  const [focused, setFocused] = useState(day);
  const focusedDay = focused.slice(0, 7) === day.slice(0, 7) ? focused : day;
  const setCash = (on: boolean) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (on) updated.set(CASH_PARAM, '1');
        else updated.delete(CASH_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  const focusDay = (next: string) => {
    setFocused(next);
    if (next.slice(0, 7) !== day.slice(0, 7)) goTo(next, { replace: true });
  };

  if (data.status === 'loading') return <StatusLine message="Loading the calendar…" />;
  if (data.status === 'error')
    return (
      <StatusLine
        message={`The calendar could not be read: ${data.error instanceof Error ? data.error.message : String(data.error)}`}
      />
    );
  const openItem = (item: CalendarItem) =>
    setOpen(item.own ? { kind: 'event', event: item.own.event, day: item.day } : { kind: 'derived', item });

  // The views and the day's dialog, with SBI's projected cash while the toggle is on.
  const body = (projected: ProjectedCash | null) => {
    const days = projected?.days;
    return (
      <>
        <TabPanel tabs={CALENDAR_VIEWS} param={VIEW_PARAM}>
          {(tab) =>
            tab === 'week' ? (
              <WeekView range={range} today={today} items={items} projections={days} onOpen={openItem} />
            ) : tab === 'agenda' ? (
              <AgendaView
                range={range}
                today={today}
                items={items}
                overdue={overdue}
                projections={days}
                onOpen={openItem}
              />
            ) : (
              <MonthView
                day={day}
                focusedDay={focusedDay}
                today={today}
                items={items}
                projected={projected}
                onFocusDay={focusDay}
                onActivateDay={(d) => setOpen({ kind: 'day', day: d })}
                onOpen={openItem}
              />
            )
          }
        </TabPanel>
        {open?.kind === 'day' ? (
          <DayDialog
            day={open.day}
            items={items.get(open.day) ?? []}
            projections={projected?.days.get(open.day)}
            onOpen={openItem}
            onNew={() => setOpen({ kind: 'event', event: null, day: open.day })}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </>
    );
  };

  return (
    <UndoToastProvider>
      <CompanyDates db={db}>
        <CalendarToolbar
          db={db}
          data={data.data}
          view={view}
          day={day}
          today={today}
          zone={zone}
          companyZone={companyZone}
          browserZone={browserZone}
          onGo={goTo}
          onNew={() => setOpen({ kind: 'event', event: null, day: view === 'month' ? focusedDay : day })}
          cash={cash}
          onCash={setCash}
        />
        {cash ? (
          <ProjectedCashSource db={db} range={range}>
            {body}
          </ProjectedCashSource>
        ) : (
          body(null)
        )}
        {open?.kind === 'event' ? (
          <EventPanel
            db={db}
            event={open.event}
            day={open.day}
            zone={zone}
            links={data.data.links}
            onClose={() => setOpen(null)}
          />
        ) : null}
        {open?.kind === 'derived' ? <DerivedDialog item={open.item} onClose={() => setOpen(null)} /> : null}
      </CompanyDates>
    </UndoToastProvider>
  );
}

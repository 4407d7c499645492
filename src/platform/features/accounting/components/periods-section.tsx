import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { Section } from '@/components/ui/section';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import { closedPeriods } from '@/lib/ledger/period';
import { previousPeriod, periodContaining } from '@/lib/ledger/period-presets';
import { isFiscalYear } from '@/lib/ledger/year-close';
import { periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';
import { periodHistory, type MemberNames } from '@/platform/features/accounting/model/people';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';
import { useCompanyDates } from '@/lib/db/company-dates';
import { formatDateTime } from '@/lib/primitives/date-format';

/**
 * Closed periods: close one (no entry can be posted or reversed in it), reopen (recorded), and the
 * history of both. A whole fiscal year also gets its closing entry (income and expense into retained
 * earnings), reversed when it is reopened; "Close the fiscal year" offers the last year ended.
 */
export function PeriodsSection({
  events,
  members,
  store,
  fiscalYearStartMonth,
  today,
}: {
  events: readonly PeriodEventRecord[];
  members: MemberNames;
  store: AccountingStore;
  fiscalYearStartMonth: number;
  today: string;
}) {
  const id = useId();
  const dates = useCompanyDates();
  const [range, setRange] = useState({ from: '', to: '' });
  const [error, setError] = useState<string | null>(null);
  const closed = closedPeriods(periodEventsFromRows(events));
  const lastYear = previousPeriod(
    'fiscal-year',
    periodContaining('fiscal-year', today, fiscalYearStartMonth),
    fiscalYearStartMonth,
  );
  const lastYearClosed = closed.some((p) => p.from === lastYear.from && p.to === lastYear.to);
  const history = periodHistory(events, members);
  async function close(event: SubmitEvent) {
    event.preventDefault();
    const result = await store.closePeriod(range);
    setError(result.ok ? null : result.message);
  }
  return (
    <Section
      title="Closed periods"
      description="No entry can be posted or reversed in a closed period. Closing a whole fiscal year also posts its closing entry (income and expenses moved to 3200 Retained earnings, shown in the journal as source close:); reopening the year reverses it."
    >
      {closed.length === 0 ? <p className="text-sm text-muted">No period is closed.</p> : null}
      {closed.length > 0 ? (
        <ul className="space-y-1">
          {closed.map((p) => (
            <li key={`${p.from}/${p.to}`} className="flex flex-wrap items-center gap-3 text-sm text-fg">
              {`${p.from} to ${p.to}${isFiscalYear(p, fiscalYearStartMonth) ? ' (a fiscal year: income and expense closed into retained earnings)' : ''}`}
              <Button
                variant="ghost"
                onClick={() => void store.reopenPeriod(p).then((r) => setError(r.ok ? null : r.message))}
              >{`Reopen ${p.from} to ${p.to}`}</Button>
            </li>
          ))}
        </ul>
      ) : null}
      {!lastYearClosed ? (
        <Button
          variant="secondary"
          onClick={() => void store.closePeriod(lastYear).then((r) => setError(r.ok ? null : r.message))}
        >{`Close the fiscal year ${lastYear.from} to ${lastYear.to}`}</Button>
      ) : null}
      <Card>
        <form onSubmit={close} className="flex flex-wrap items-end gap-3" aria-label="Close a period">
          <DateInput label="Close from" required value={range.from} onChange={(from) => setRange({ ...range, from })} />
          <DateInput label="Close to" required value={range.to} onChange={(to) => setRange({ ...range, to })} />
          <Button type="submit" variant="secondary">
            Close period
          </Button>
        </form>
      </Card>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {history.length > 0 ? (
        <>
          <h3 id={`${id}-history`} className="text-base font-semibold text-fg">
            History
          </h3>
          <ol aria-labelledby={`${id}-history`} className="space-y-1 text-sm text-fg">
            {history.map((line) => (
              <li key={line.key}>
                {`${line.action} ${line.from} to ${line.to} by ${line.who}, `}
                <time dateTime={line.at}>{formatDateTime(line.at, dates)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}

import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import { closedPeriods } from '@/lib/ledger/period';
import { periodEventsFromRows } from '@/lib/ledger/store/ledger-rows';
import { periodHistory, type MemberNames } from '@/platform/features/accounting/model/people';
import type { AccountingStore } from '@/platform/features/accounting/store/accounting-store';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Closed periods: close one (no entry can be posted or reversed in it), reopen (recorded), and the history of both. */
export function PeriodsSection({
  events,
  members,
  store,
}: {
  events: readonly PeriodEventRecord[];
  members: MemberNames;
  store: AccountingStore;
}) {
  const id = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  const [error, setError] = useState<string | null>(null);
  const closed = closedPeriods(periodEventsFromRows(events));
  const history = periodHistory(events, members);
  async function close(event: SubmitEvent) {
    event.preventDefault();
    const result = await store.closePeriod(range);
    setError(result.ok ? null : result.message);
  }
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        Closed periods
      </h2>
      {closed.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">No period is closed.</p> : null}
      <ul className="space-y-1">
        {closed.map((p) => (
          <li key={`${p.from}/${p.to}`} className="flex items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
            {`${p.from} to ${p.to}`}
            <Button
              variant="ghost"
              onClick={() => void store.reopenPeriod(p).then((r) => setError(r.ok ? null : r.message))}
            >{`Reopen ${p.from} to ${p.to}`}</Button>
          </li>
        ))}
      </ul>
      <form onSubmit={close} className="flex flex-wrap items-end gap-2" aria-label="Close a period">
        <div className="space-y-1">
          <label htmlFor={`${id}-from`} className={LABEL_CLASSES}>
            Close from
          </label>
          <input
            id={`${id}-from`}
            type="date"
            required
            className={CONTROL_CLASSES}
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className={LABEL_CLASSES}>
            Close to
          </label>
          <input
            id={`${id}-to`}
            type="date"
            required
            className={CONTROL_CLASSES}
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </div>
        <Button type="submit" variant="secondary">
          Close period
        </Button>
      </form>
      {error ? (
        <p role="alert" className={ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
      {history.length > 0 ? (
        <>
          <h3 id={`${id}-history`} className="text-base font-semibold text-slate-900 dark:text-white">
            History
          </h3>
          <ol aria-labelledby={`${id}-history`} className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {history.map((line) => (
              <li key={line.key}>
                {`${line.action} ${line.from} to ${line.to} by ${line.who}, `}
                <time dateTime={line.at}>{when.format(new Date(line.at))}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

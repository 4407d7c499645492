import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '@/components/ui/form-field';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { Reports } from '@/platform/features/accounting/model/ledger-compute';
import type { DayRange } from '@/platform/features/accounting/model/period-presets';
import { GeneralLedgerTable } from './general-ledger-table';
import type { Drill } from './report-parts';
import { ReportTables } from './report-tables';

interface ReportsProps {
  readonly reports: Reports | null;
  readonly error: string | null;
  readonly accounts: readonly LedgerAccount[];
  readonly ledgerAccountId: string;
  readonly onLedgerAccount: (id: string) => void;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly baseCurrency: string;
  readonly range: DayRange;
  /** The comparison period, or null when not comparing. */
  readonly previousRange: DayRange | null;
  readonly onCompare: (compare: boolean) => void;
  /** The figure whose entries are open (the worker's general ledger is then that account over its range). */
  readonly drill: Drill | null;
  readonly onDrill: (drill: Drill | null) => void;
}

/** The period's reports (built in the worker), the comparison column, drill-down and one account's general ledger. */
export function ReportsSection(props: ReportsProps) {
  const {
    reports,
    error,
    accounts,
    ledgerAccountId,
    onLedgerAccount,
    infos,
    baseCurrency,
    range,
    previousRange,
    drill,
    onDrill,
  } = props;
  const id = useId();
  const drilled = drill && reports?.ledger?.account.id === drill.account.id ? reports.ledger : null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" aria-busy={reports === null && !error}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        Reports
      </h2>
      {baseCurrency ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Set a base currency in Company to value the reports; until then values show as missing.
        </p>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input type="checkbox" checked={previousRange !== null} onChange={(e) => props.onCompare(e.target.checked)} />
        Compare with the previous period
      </label>
      <p className="text-sm text-slate-600 dark:text-slate-400">Select a figure to see the entries that make it up.</p>
      {error ? (
        <p role="alert" className={ERROR_CLASSES}>{`The reports could not be built: ${error}`}</p>
      ) : reports ? (
        <ReportTables
          reports={reports}
          infos={infos}
          baseCurrency={baseCurrency}
          range={range}
          previousRange={previousRange}
          onDrill={onDrill}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Building the reports…</p>
      )}
      {drill ? (
        <Dialog title={`Entries of ${drill.label}`} onClose={() => onDrill(null)}>
          {drilled ? (
            <GeneralLedgerTable ledger={drilled} infos={infos} baseCurrency={baseCurrency} testId="drill-ledger" />
          ) : (
            <p className="text-sm">Building…</p>
          )}
        </Dialog>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-gl`} className={LABEL_CLASSES}>
          General ledger of
        </label>
        <select
          id={`${id}-gl`}
          className={CONTROL_CLASSES}
          value={ledgerAccountId}
          onChange={(e) => onLedgerAccount(e.target.value)}
        >
          <option value="">Choose an account…</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>{`${a.code} ${a.name}`}</option>
          ))}
        </select>
      </div>
      {reports?.ledger && !drill && ledgerAccountId ? (
        <GeneralLedgerTable ledger={reports.ledger} infos={infos} baseCurrency={baseCurrency} />
      ) : null}
    </section>
  );
}

import { useId } from 'react';
import { CONTROL_CLASSES, ERROR_CLASSES, LABEL_CLASSES } from '../../../../components/ui/form-field';
import type { LedgerAccount } from '../../../../lib/db/entities/ledger-account';
import type { CommodityInfo } from '../../../../lib/ledger/commodity';
import type { Reports } from '../model/ledger-compute';
import { GeneralLedgerTable } from './general-ledger-table';
import { ReportTables } from './report-tables';

interface ReportsProps {
  readonly reports: Reports | null;
  readonly error: string | null;
  readonly accounts: readonly LedgerAccount[];
  readonly ledgerAccountId: string;
  readonly onLedgerAccount: (id: string) => void;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly baseCurrency: string;
}

/** The period's reports (built in the worker) and one account's general ledger. */
export function ReportsSection({ reports, error, accounts, ledgerAccountId, onLedgerAccount, infos, baseCurrency }: ReportsProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" aria-busy={reports === null && !error}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">Reports</h2>
      {baseCurrency ? null : <p className="text-sm text-slate-600 dark:text-slate-400">Set a base currency in Company to value the reports; until then values show as missing.</p>}
      {error ? (
        <p role="alert" className={ERROR_CLASSES}>{`The reports could not be built: ${error}`}</p>
      ) : reports ? (
        <ReportTables reports={reports} infos={infos} baseCurrency={baseCurrency} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Building the reports…</p>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-gl`} className={LABEL_CLASSES}>General ledger of</label>
        <select id={`${id}-gl`} className={CONTROL_CLASSES} value={ledgerAccountId} onChange={(e) => onLedgerAccount(e.target.value)}>
          <option value="">Choose an account…</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>{`${a.code} ${a.name}`}</option>
          ))}
        </select>
      </div>
      {reports?.ledger ? <GeneralLedgerTable ledger={reports.ledger} infos={infos} baseCurrency={baseCurrency} /> : null}
    </section>
  );
}

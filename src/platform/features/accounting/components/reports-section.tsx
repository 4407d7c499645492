import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import { StatusLine } from '@/components/ui/status-line';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { LedgerClient } from '@/platform/features/accounting/model/ledger-client';
import type { BookRows, Reports } from '@/platform/features/accounting/model/ledger-compute';
import type { DayRange } from '@/lib/ledger/period-presets';
import { GeneralLedgerTable } from './general-ledger-table';
import { ReportDownloads } from './report-downloads';
import type { Drill } from './report-parts';
import { ReportTables } from './report-tables';
import { FunctionalStatements } from './functional-statements';

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
  /** The ledger worker and the books, for the CSV downloads. */
  readonly client: LedgerClient;
  readonly book: BookRows;
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
    client,
    book,
  } = props;
  const drilled = drill && reports?.ledger?.account.id === drill.account.id ? reports.ledger : null;
  return (
    <Section
      title="Reports"
      description={
        baseCurrency
          ? 'Select a figure to see the entries that make it up.'
          : 'Select a figure to see the entries that make it up. Set a base currency in Company to value the reports; until then values show as missing.'
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Checkbox
          label="Compare with the previous period"
          checked={previousRange !== null}
          onChange={(e) => props.onCompare(e.target.checked)}
        />
      </div>
      <div aria-busy={reports === null && !error}>
        {error ? (
          <Alert tone="danger">{`The reports could not be built: ${error}`}</Alert>
        ) : reports ? (
          <>
            {reports.functionalError ? (
              <Alert tone="danger">{`The statements in ${baseCurrency} could not be built: ${reports.functionalError}`}</Alert>
            ) : null}
            {reports.functional ? (
              <>
                <p className="text-sm">
                  <LinkButton onClick={() => document.getElementById('quantities-per-asset')?.focus()}>
                    Quantities per asset
                  </LinkButton>
                  {' (the same reports in each asset’s own units)'}
                </p>
                <FunctionalStatements
                  reports={reports.functional}
                  infos={infos}
                  range={range}
                  previousRange={previousRange}
                />
              </>
            ) : null}
            <h3 id="quantities-per-asset" className="pt-4 text-base font-semibold text-fg" tabIndex={-1}>
              Quantities per asset
            </h3>
            <ReportTables
              reports={reports}
              infos={infos}
              baseCurrency={baseCurrency}
              range={range}
              previousRange={previousRange}
              onDrill={onDrill}
            />
          </>
        ) : (
          <StatusLine message="Building the reports…" />
        )}
      </div>
      {drill ? (
        <Dialog title={`Entries of ${drill.label}`} onClose={() => onDrill(null)}>
          {drilled ? (
            <GeneralLedgerTable ledger={drilled} infos={infos} baseCurrency={baseCurrency} testId="drill-ledger" />
          ) : (
            <StatusLine message="Building…" />
          )}
        </Dialog>
      ) : null}
      <Select
        label="General ledger of"
        className="sm:w-auto"
        placeholder="Choose an account…"
        options={accounts.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
        value={ledgerAccountId}
        onChange={(e) => onLedgerAccount(e.target.value)}
      />
      {reports?.ledger && !drill && ledgerAccountId ? (
        <GeneralLedgerTable ledger={reports.ledger} infos={infos} baseCurrency={baseCurrency} />
      ) : null}
      <ReportDownloads client={client} book={book} range={range} accountId={ledgerAccountId} />
    </Section>
  );
}

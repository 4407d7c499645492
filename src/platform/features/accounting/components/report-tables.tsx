import type { ReactNode } from 'react';
import { subtractTotals, type ValueTotal } from '@/lib/ledger/balances';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import type { StatementRow } from '@/lib/ledger/income-statement';
import type { TrialBalanceRow } from '@/lib/ledger/trial-balance';
import { compareLines, compareRows, type ComparedRow } from '@/platform/features/accounting/model/comparison';
import { formatTotal } from '@/platform/features/accounting/model/format';
import type { PeriodReports, Reports } from '@/platform/features/accounting/model/ledger-compute';
import type { DayRange } from '@/lib/ledger/period-presets';
import { StatementCell as Cell, StatementRow as Row, StatementTable } from '@/components/ui/statement-table';
import { Figure, ReportAmount, ValueCell, type Drill } from './report-parts';

interface TablesProps {
  readonly reports: Reports;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly baseCurrency: string;
  readonly range: DayRange;
  /** The comparison period, when the reports carry one. */
  readonly previousRange: DayRange | null;
  readonly onDrill: (drill: Drill) => void;
}

/**
 * Trial balance, income statement and balance sheet of the period, in units and valued; every
 * account figure opens its entries. Total lines (per commodity, then valued in the base currency)
 * carry the previous period's figure too when comparing.
 */
export function ReportTables({ reports, infos, baseCurrency, range, previousRange, onDrill }: TablesProps) {
  const units = (amount: bigint, decimals: number, commodity: string) => (
    <ReportAmount units={{ amount, decimals, commodity }} infos={infos} />
  );
  const { trial, income, sheet, previous } = reports;
  const prev = previous && previousRange ? { reports: previous, range: previousRange } : null;
  const prevHead = prev ? [`Previous (${prev.range.from} to ${prev.range.to})`] : [];
  const name = (row: { account: { code: string; name: string } }) => `${row.account.code} ${row.account.name}`;
  // Balances (trial balance, balance sheet) are made of every entry up to the end date (income and
  // expense from the start of its fiscal year); the income statement of the period's.
  const drill = (
    row: ComparedRow<{ account: Drill['account']; commodity: string; decimals: number }>,
    r: DayRange,
    balance: boolean,
  ): Drill => {
    const yearStart = (r === range ? reports : previous)?.yearStart;
    const fromYear = balance && yearStart && (row.account.type === 'income' || row.account.type === 'expense');
    const from = fromYear ? yearStart : balance ? undefined : r.from;
    return {
      account: row.account,
      range: from ? { from, to: r.to } : { to: r.to },
      label: `${name(row)}, ${from ? `${from} to ${r.to}` : `to ${r.to}`}`,
    };
  };
  const previousCell = (
    row: ComparedRow<{ account: Drill['account']; commodity: string; decimals: number }>,
    balance: boolean,
  ) =>
    prev && row.previous !== null ? (
      <Figure
        units={{ amount: row.previous, decimals: row.decimals, commodity: row.commodity }}
        infos={infos}
        drill={drill(row, prev.range, balance)}
        onDrill={onDrill}
      />
    ) : null;
  const symbol = (commodity: string) => infos.get(commodity)?.symbol ?? commodity;
  const amountRows = (rows: ComparedRow<StatementRow>[], balance: boolean) =>
    rows.map((row) => (
      <Row key={`${row.account.id}|${row.commodity}`} header={name(row)}>
        <Figure
          units={{ amount: row.current?.amount ?? 0n, decimals: row.decimals, commodity: row.commodity }}
          infos={infos}
          drill={drill(row, range, balance)}
          onDrill={onDrill}
        />
        <ValueCell line={row.current} baseCurrency={baseCurrency} symbol={symbol(row.commodity)} />
        {previousCell(row, balance)}
      </Row>
    ));
  const total = (value: ValueTotal) => formatTotal(value, baseCurrency, infos);
  // Without a base currency the valued lines would only repeat "missing" (the section says why).
  const valued = baseCurrency !== '';
  // The comparison cell of a total line (plain text: it sums several accounts, nothing to drill into).
  const previousText = (text: (previous: PeriodReports) => ReactNode) =>
    prev ? <Cell>{text(prev.reports)}</Cell> : null;
  const trialRows = compareRows<TrialBalanceRow>(trial.rows, prev?.reports.trial.rows ?? null, (r) => r.balance);
  const statement = (pick: (r: Reports['income']) => StatementRow[]) =>
    compareRows(pick(income), prev ? pick(prev.reports.income) : null, (r) => r.amount);
  const sheetRows = (pick: (r: Reports['sheet']) => StatementRow[]) =>
    compareRows(pick(sheet), prev ? pick(prev.reports.sheet) : null, (r) => r.amount);
  const columns = (...heads: string[]) => [...heads, ...prevHead].map((header) => ({ header }));
  return (
    <div className="space-y-6">
      <StatementTable
        caption="Trial balance"
        testId="trial-balance"
        columns={columns('Account', 'Debit', 'Credit', 'Value')}
        footer={
          <>
            {compareLines(trial.totals, prev?.reports.trial.totals ?? null).map((t) => (
              <Row key={t.commodity} header={`Total ${symbol(t.commodity)}`} total>
                <Cell>{units(t.current?.debit ?? 0n, t.decimals, t.commodity)}</Cell>
                <Cell>{units(t.current?.credit ?? 0n, t.decimals, t.commodity)}</Cell>
                <Cell />
                {previousText(() => (
                  <>
                    {units(t.previous?.debit ?? 0n, t.decimals, t.commodity)} /{' '}
                    {units(t.previous?.credit ?? 0n, t.decimals, t.commodity)}
                  </>
                ))}
              </Row>
            ))}
            {valued ? (
              <Row header="Valued total (debits / credits)" total>
                <Cell>{total(trial.value.debit)}</Cell>
                <Cell>{total(trial.value.credit)}</Cell>
                <Cell />
                {previousText((p) => `${total(p.trial.value.debit)} / ${total(p.trial.value.credit)}`)}
              </Row>
            ) : null}
          </>
        }
      >
        {trialRows.map((row) => {
          const balance = row.current?.balance ?? 0n;
          return (
            <Row key={`${row.account.id}|${row.commodity}`} header={name(row)}>
              <Figure
                units={balance > 0n ? { amount: balance, decimals: row.decimals, commodity: row.commodity } : null}
                infos={infos}
                drill={drill(row, range, true)}
                onDrill={onDrill}
              />
              <Figure
                units={balance < 0n ? { amount: -balance, decimals: row.decimals, commodity: row.commodity } : null}
                infos={infos}
                drill={drill(row, range, true)}
                onDrill={onDrill}
              />
              <ValueCell line={row.current} baseCurrency={baseCurrency} symbol={symbol(row.commodity)} />
              {previousCell(row, true)}
            </Row>
          );
        })}
      </StatementTable>
      <StatementTable
        caption="Income statement"
        testId="income-statement"
        columns={columns('Account', 'Amount', 'Value')}
        footer={
          <>
            {compareLines(income.netIncome, prev?.reports.income.netIncome ?? null).map((n) => (
              <Row key={n.commodity} header="Net income" total>
                <Cell>{units(n.current?.amount ?? 0n, n.decimals, n.commodity)}</Cell>
                <Cell />
                {previousText(() => units(n.previous?.amount ?? 0n, n.decimals, n.commodity))}
              </Row>
            ))}
            {valued ? (
              <Row header="Valued: income / expenses">
                <Cell colSpan={2}>{`${total(income.value.income)} / ${total(income.value.expenses)}`}</Cell>
                {previousText((p) => `${total(p.income.value.income)} / ${total(p.income.value.expenses)}`)}
              </Row>
            ) : null}
            {valued ? (
              <Row header="Valued net income" total>
                <Cell colSpan={2}>{total(subtractTotals(income.value.income, income.value.expenses))}</Cell>
                {previousText((p) => total(subtractTotals(p.income.value.income, p.income.value.expenses)))}
              </Row>
            ) : null}
          </>
        }
      >
        {amountRows([...statement((r) => r.income), ...statement((r) => r.expenses)], false)}
      </StatementTable>
      <StatementTable
        caption="Balance sheet"
        testId="balance-sheet"
        columns={columns('Account', 'Amount', 'Value')}
        footer={
          <>
            {compareLines(sheet.totals, prev?.reports.sheet.totals ?? null).map((t) => (
              <Row key={`total|${t.commodity}`} header={`Assets = liabilities + equity (${symbol(t.commodity)})`} total>
                <Cell>
                  {units(t.current?.assets ?? 0n, t.decimals, t.commodity)} ={' '}
                  {units(t.current?.liabilitiesAndEquity ?? 0n, t.decimals, t.commodity)}
                </Cell>
                <Cell />
                {previousText(() => (
                  <>
                    {units(t.previous?.assets ?? 0n, t.decimals, t.commodity)} ={' '}
                    {units(t.previous?.liabilitiesAndEquity ?? 0n, t.decimals, t.commodity)}
                  </>
                ))}
              </Row>
            ))}
            {valued ? (
              <Row header="Valued: assets = liabilities + equity" total>
                <Cell colSpan={2}>{`${total(sheet.value.assets)} = ${total(sheet.value.liabilitiesAndEquity)}`}</Cell>
                {previousText((p) => `${total(p.sheet.value.assets)} = ${total(p.sheet.value.liabilitiesAndEquity)}`)}
              </Row>
            ) : null}
          </>
        }
      >
        {amountRows(
          [...sheetRows((s) => s.assets), ...sheetRows((s) => s.liabilities), ...sheetRows((s) => s.equity)],
          true,
        )}
        {compareLines(sheet.currentEarnings, prev?.reports.sheet.currentEarnings ?? null).map((row) => (
          <Row key={`earnings|${row.commodity}`} header="Current earnings">
            <Cell>{units(row.current?.amount ?? 0n, row.decimals, row.commodity)}</Cell>
            <ValueCell line={row.current} baseCurrency={baseCurrency} symbol={symbol(row.commodity)} />
            {previousText(() => units(row.previous?.amount ?? 0n, row.decimals, row.commodity))}
          </Row>
        ))}
      </StatementTable>
    </div>
  );
}

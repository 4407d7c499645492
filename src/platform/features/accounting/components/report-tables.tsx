import type { ReactNode } from 'react';
import type { CommodityInfo } from '../../../../lib/ledger/commodity';
import type { StatementRow } from '../../../../lib/ledger/income-statement';
import { formatTotal, formatUnits, formatValue } from '../model/format';
import type { Reports } from '../model/ledger-compute';

interface TablesProps {
  readonly reports: Reports;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly baseCurrency: string;
}

const CELL = 'px-2 py-1 text-left align-top';
const NUM = 'px-2 py-1 text-right align-top tabular-nums';

function Table({ caption, head, children, testId }: { caption: string; head: readonly string[]; children: ReactNode; testId: string }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a small screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table data-testid={testId} className="w-full min-w-[32rem] text-sm text-slate-800 dark:text-slate-200">
        <caption className="py-2 text-left text-base font-semibold text-slate-900 dark:text-white">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? CELL : NUM}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Trial balance, income statement and balance sheet of the period, in units and valued. */
export function ReportTables({ reports, infos, baseCurrency }: TablesProps) {
  const units = (amount: bigint, decimals: number, commodity: string) => formatUnits(amount, decimals, commodity, infos);
  const { trial, income, sheet } = reports;
  const amountRow = (row: StatementRow) => (
    <tr key={`${row.account.id}|${row.commodity}`} className="border-b border-slate-100 dark:border-slate-800">
      <th scope="row" className={`${CELL} font-normal`}>{`${row.account.code} ${row.account.name}`}</th>
      <td className={NUM}>{units(row.amount, row.decimals, row.commodity)}</td>
      <td className={NUM}>{formatValue(row.value, baseCurrency)}</td>
    </tr>
  );
  return (
    <div className="space-y-6">
      <Table caption="Trial balance" testId="trial-balance" head={['Account', 'Debit', 'Credit', 'Value']}>
        {trial.rows.map((row) => (
          <tr key={`${row.account.id}|${row.commodity}`} className="border-b border-slate-100 dark:border-slate-800">
            <th scope="row" className={`${CELL} font-normal`}>{`${row.account.code} ${row.account.name}`}</th>
            <td className={NUM}>{row.debit > 0n ? units(row.debit, row.decimals, row.commodity) : ''}</td>
            <td className={NUM}>{row.credit > 0n ? units(row.credit, row.decimals, row.commodity) : ''}</td>
            <td className={NUM}>{formatValue(row.value, baseCurrency)}</td>
          </tr>
        ))}
        {trial.totals.map((t) => (
          <tr key={t.commodity} className="font-semibold">
            <th scope="row" className={CELL}>{`Total ${infos.get(t.commodity)?.symbol ?? t.commodity}`}</th>
            <td className={NUM}>{units(t.debit, t.decimals, t.commodity)}</td>
            <td className={NUM}>{units(t.credit, t.decimals, t.commodity)}</td>
            <td className={NUM} />
          </tr>
        ))}
      </Table>
      <Table caption="Income statement" testId="income-statement" head={['Account', 'Amount', 'Value']}>
        {[...income.income, ...income.expenses].map(amountRow)}
        {income.netIncome.map((n) => (
          <tr key={n.commodity} className="font-semibold">
            <th scope="row" className={CELL}>Net income</th>
            <td className={NUM}>{units(n.amount, n.decimals, n.commodity)}</td>
            <td className={NUM} />
          </tr>
        ))}
        <tr>
          <th scope="row" className={CELL}>Valued: income / expenses</th>
          <td className={NUM} colSpan={2}>{`${formatTotal(income.value.income, baseCurrency, infos)} / ${formatTotal(income.value.expenses, baseCurrency, infos)}`}</td>
        </tr>
      </Table>
      <Table caption="Balance sheet" testId="balance-sheet" head={['Account', 'Amount', 'Value']}>
        {[...sheet.assets, ...sheet.liabilities, ...sheet.equity].map(amountRow)}
        {sheet.currentEarnings.map((row) => (
          <tr key={`earnings|${row.commodity}`}>
            <th scope="row" className={`${CELL} font-normal`}>Current earnings</th>
            <td className={NUM}>{units(row.amount, row.decimals, row.commodity)}</td>
            <td className={NUM}>{formatValue(row.value, baseCurrency)}</td>
          </tr>
        ))}
        {sheet.totals.map((t) => (
          <tr key={`total|${t.commodity}`} className="font-semibold">
            <th scope="row" className={CELL}>{`Assets = liabilities + equity (${infos.get(t.commodity)?.symbol ?? t.commodity})`}</th>
            <td className={NUM}>{`${units(t.assets, t.decimals, t.commodity)} = ${units(t.liabilitiesAndEquity, t.decimals, t.commodity)}`}</td>
            <td className={NUM} />
          </tr>
        ))}
      </Table>
    </div>
  );
}

import { stalePriceNote } from '@/lib/ledger/stale-price';
import { Alert } from '@/components/ui/alert';
import { StatementCell as Cell, StatementRow as Row, StatementTable } from '@/components/ui/statement-table';
import type { CommodityInfo } from '@/lib/ledger/commodity';
import { minorToDecimal } from '@/lib/money/minor-units';
import type { BaseRow } from '@/lib/ledger/functional/base-sums';
import type { BaseStatements } from '@/lib/ledger/functional/statements';
import type { DayRange } from '@/lib/ledger/period-presets';
import { displayQuantity } from '@/lib/money/format-quantity';
import { formatMoney } from '@/lib/money/format-money';
import type { FunctionalReports } from '@/platform/features/accounting/model/functional-reports';

interface Props {
  readonly reports: FunctionalReports;
  readonly infos: ReadonlyMap<string, CommodityInfo>;
  readonly range: DayRange;
  readonly previousRange: DayRange | null;
}

const METHOD = { fifo: 'FIFO', average: 'weighted average' } as const;
const POLICY = { 'fair-value': 'fair value', 'cost-less-impairment': 'cost less impairment' } as const;

/**
 * The statements in the company's currency (built in the worker from the books derived by
 * lib/ledger/functional): trial balance, income statement, balance sheet in sections, cash flow,
 * each with the previous period beside it. Money shows the currency's symbol and minor-unit decimals.
 */
export function FunctionalStatements({ reports, infos, range, previousRange }: Props) {
  const { currency, digits, current, previous } = reports;
  const money = (minor: bigint) => formatMoney(minorToDecimal(minor, digits), currency);
  const prev = previous && previousRange ? previous : null;
  // Flows are over the period; a balance sheet is at its end.
  const heads = (at = false) =>
    [
      'Line',
      at ? `At ${range.to}` : `${range.from} to ${range.to}`,
      ...(prev && previousRange
        ? [at ? `Previous (at ${previousRange.to})` : `Previous (${previousRange.from} to ${previousRange.to})`]
        : []),
    ].map((header) => ({ header }));
  const name = (row: BaseRow) => `${row.account.code} ${row.account.name}`;
  const quantities = (row: BaseRow) =>
    row.quantities
      .map((q) => displayQuantity(q.amount, q.decimals, { symbol: infos.get(q.commodity)?.symbol ?? q.commodity }).text)
      .join(', ');
  // One line per account of either period (0 on the side without it).
  const joined = (now: readonly BaseRow[], before: readonly BaseRow[] | null) => {
    const earlier = new Map((before ?? []).map((r) => [r.account.id, r]));
    const lines = now.map((r) => ({ row: r, previous: earlier.get(r.account.id)?.amount ?? 0n }));
    const seen = new Set(now.map((r) => r.account.id));
    for (const r of before ?? [])
      if (!seen.has(r.account.id)) lines.push({ row: { ...r, amount: 0n, quantities: [] }, previous: r.amount });
    return lines.sort((a, b) => a.row.account.code.localeCompare(b.row.account.code));
  };
  const line = (
    header: string,
    pick: (s: BaseStatements) => bigint,
    options: { total?: boolean; subtotal?: boolean; indent?: number; testId?: string } = {},
  ) => (
    <Row
      header={header}
      total={options.total}
      subtotal={options.subtotal}
      indent={options.indent}
      testId={options.testId}
    >
      <Cell>{money(pick(current))}</Cell>
      {prev ? <Cell>{money(pick(prev))}</Cell> : null}
    </Row>
  );
  const accountRows = (now: readonly BaseRow[], before: readonly BaseRow[] | null, withQuantities = false) =>
    joined(now, before).map(({ row, previous: p }) => (
      <Row key={row.account.id} header={name(row)} indent={1}>
        <Cell>
          {money(row.amount)}
          {withQuantities && row.quantities.length > 0 ? (
            <span className="block text-xs text-muted">{quantities(row)}</span>
          ) : null}
        </Cell>
        {prev ? <Cell>{money(p)}</Cell> : null}
      </Row>
    ));
  const section = (s: BaseStatements, key: string) => s.sheet.sections.find((x) => x.key === key);
  const gaps = reports.missingPrices;
  return (
    <div className="space-y-6" data-testid="functional-statements">
      <p className="text-sm text-muted">
        {`In ${currency}: lots relieved ${METHOD[reports.method]}, digital assets at ${POLICY[reports.policy]} (Company settings). Each posting's value is fixed to the currency's minor unit when translated.`}
      </p>
      {gaps.length > 0 ? (
        <Alert tone="warning" role="note">
          {`No price for ${gaps.map((g) => `${infos.get(g.commodity)?.symbol ?? g.commodity} (from ${g.date}, ${g.postings} postings)`).join(', ')}: valued at 0 in these statements until a price is added in Periods and prices.`}
        </Alert>
      ) : null}
      {reports.stalePrices.length > 0 ? (
        <Alert tone="warning" role="note">
          {`Valued with stale prices (older than their heartbeat where used): ${reports.stalePrices
            .map((p) => stalePriceNote(p, infos.get(p.commodity)?.symbol ?? p.commodity, currency))
            .join('; ')}.`}
        </Alert>
      ) : null}
      {reports.overdrawn > 0 ? (
        <Alert tone="warning" role="note">
          {`${reports.overdrawn} payments spend more than the wallet held in the books (an opening balance missing?): the part beyond the lots is valued at fair value, with no gain.`}
        </Alert>
      ) : null}
      <StatementTable caption={`Income statement (${currency})`} testId="base-income-statement" columns={heads()}>
        <SectionRows title="Revenue" prev={prev !== null}>
          {accountRows(current.income.revenue, prev?.income.revenue ?? null)}
          {line('Total revenue', (s) => s.income.totalRevenue, { subtotal: true })}
        </SectionRows>
        <SectionRows title="Expenses" prev={prev !== null}>
          {accountRows(current.income.expenses, prev?.income.expenses ?? null)}
          {line('Total expenses', (s) => s.income.totalExpenses, { subtotal: true })}
        </SectionRows>
        {line('Realised gains (losses) on digital assets', (s) => s.income.realised, { testId: 'base-realised' })}
        {line('Unrealised gains (losses) and impairment on digital assets', (s) => s.income.unrealised, {
          testId: 'base-unrealised',
        })}
        {line('Rounding differences', (s) => s.income.rounding)}
        {line('Net income', (s) => s.income.netIncome, { total: true, testId: 'base-net-income' })}
      </StatementTable>
      <StatementTable caption={`Balance sheet (${currency})`} testId="base-balance-sheet" columns={heads(true)}>
        {(['digital-assets', 'receivables', 'other-assets'] as const).map((key) => (
          <SectionRows key={key} title={section(current, key)?.title ?? key} prev={prev !== null}>
            {accountRows(section(current, key)?.rows ?? [], prev ? (section(prev, key)?.rows ?? []) : null, true)}
            {line(`Total ${(section(current, key)?.title ?? key).toLowerCase()}`, (s) => section(s, key)?.total ?? 0n, {
              subtotal: true,
            })}
          </SectionRows>
        ))}
        {line('Total current assets', (s) => s.sheet.totalAssets, { total: true, testId: 'base-total-assets' })}
        <SectionRows title="Liabilities" prev={prev !== null}>
          {accountRows(
            section(current, 'liabilities')?.rows ?? [],
            prev ? (section(prev, 'liabilities')?.rows ?? []) : null,
          )}
          {line('Total liabilities', (s) => s.sheet.totalLiabilities, { subtotal: true })}
        </SectionRows>
        <SectionRows title="Equity" prev={prev !== null}>
          {accountRows(section(current, 'equity')?.rows ?? [], prev ? (section(prev, 'equity')?.rows ?? []) : null)}
          {line('Retained earnings', (s) => s.sheet.retainedEarnings, { indent: 1 })}
          {line('Current year earnings', (s) => s.sheet.currentYearEarnings, { indent: 1 })}
          {line('Total equity', (s) => s.sheet.totalEquity, { subtotal: true })}
        </SectionRows>
        {line('Total liabilities and equity', (s) => s.sheet.totalLiabilitiesAndEquity, {
          total: true,
          testId: 'base-total-liabilities-equity',
        })}
      </StatementTable>
      <StatementTable caption={`Cash flow (${currency})`} testId="base-cash-flow" columns={heads()}>
        {line('Cash and digital assets at the start', (s) => s.cash.opening, { subtotal: true })}
        {current.cash.lines.map((l, i) => (
          <Row key={l.key} header={l.label} indent={1}>
            <Cell>{money(l.amount)}</Cell>
            {prev ? <Cell>{money(prev.cash.lines[i]?.amount ?? 0n)}</Cell> : null}
          </Row>
        ))}
        {line('Cash and digital assets at the end', (s) => s.cash.closing, { total: true })}
      </StatementTable>
      <StatementTable
        caption={`Trial balance (${currency})`}
        testId="base-trial-balance"
        columns={[
          { header: 'Account' },
          { header: `Debit to ${range.to}` },
          { header: `Credit to ${range.to}` },
          ...(prev && previousRange
            ? [{ header: `Debit to ${previousRange.to}` }, { header: `Credit to ${previousRange.to}` }]
            : []),
        ]}
      >
        {joinedTrial(current, prev).map(({ id, header, now, before }) => (
          <Row key={id} header={header}>
            <Cell>{now && now.debit > 0n ? money(now.debit) : ''}</Cell>
            <Cell>{now && now.credit > 0n ? money(now.credit) : ''}</Cell>
            {prev ? <Cell>{before && before.debit > 0n ? money(before.debit) : ''}</Cell> : null}
            {prev ? <Cell>{before && before.credit > 0n ? money(before.credit) : ''}</Cell> : null}
          </Row>
        ))}
        <Row header="Total" total testId="base-trial-total">
          <Cell>{money(current.trial.debit)}</Cell>
          <Cell>{money(current.trial.credit)}</Cell>
          {prev ? <Cell>{money(prev.trial.debit)}</Cell> : null}
          {prev ? <Cell>{money(prev.trial.credit)}</Cell> : null}
        </Row>
      </StatementTable>
    </div>
  );
}

/** A section heading row, then its rows. */
function SectionRows({ title, prev, children }: { title: string; prev: boolean; children: React.ReactNode }) {
  return (
    <>
      <Row header={title} subtotal>
        <Cell />
        {prev ? <Cell /> : null}
      </Row>
      {children}
    </>
  );
}

/** The trial balance rows of both periods, joined by account. */
function joinedTrial(current: BaseStatements, previous: BaseStatements | null) {
  type Trial = BaseStatements['trial']['rows'][number];
  const rows = new Map<string, { id: string; code: string; header: string; now: Trial | null; before: Trial | null }>();
  for (const r of current.trial.rows)
    rows.set(r.account.id, {
      id: r.account.id,
      code: r.account.code,
      header: `${r.account.code} ${r.account.name}`,
      now: r,
      before: null,
    });
  for (const r of previous?.trial.rows ?? []) {
    const found = rows.get(r.account.id);
    if (found) found.before = r;
    else
      rows.set(r.account.id, {
        id: r.account.id,
        code: r.account.code,
        header: `${r.account.code} ${r.account.name}`,
        now: null,
        before: r,
      });
  }
  return [...rows.values()].sort((a, b) => a.code.localeCompare(b.code));
}

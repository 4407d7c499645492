import { Amount } from '@/components/ui/amount';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { StatementCell, StatementRow, StatementTable } from '@/components/ui/statement-table';
import type { BreakdownLine, SpendIncome } from '@/lib/insights/spend-income';
import { WhyPanel } from './why-panel';

/** The change of a line in words ("new", "+25%", "−10%", "gone"). */
export function changeText(current: bigint, previous: bigint): string {
  if (previous === 0n) return current === 0n ? '—' : 'new';
  if (current === 0n) return 'gone';
  const change = Number(((current - previous) * 1000n) / previous) / 10;
  return `${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(0)}%`;
}

/** Spend and income per asset for the last 30 days against the 30 before. */
export function SpendSection({ breakdowns }: { breakdowns: readonly SpendIncome[] }) {
  return (
    <Section title="Spend and income" description="The last 30 days against the 30 days before, per asset.">
      {breakdowns.length === 0 ? (
        <EmptyState title="No movements in the last 60 days" description="Spend and income show once money moves." />
      ) : (
        <div className="space-y-4">
          {breakdowns.map((breakdown) => (
            <AssetBreakdown key={breakdown.asset.key} breakdown={breakdown} />
          ))}
        </div>
      )}
    </Section>
  );
}

function AssetBreakdown({ breakdown }: { breakdown: SpendIncome }) {
  const { asset, concentration } = breakdown;
  const period = `${breakdown.current.from} to ${breakdown.current.to}`;
  const name = `${asset.symbol} on chain ${asset.chainId}`;
  return (
    <Card title={name} level={3}>
      <div className="space-y-4">
        <p>
          Spent <Amount units={breakdown.spendTotal.current} asset={asset.decimals} symbol={asset.symbol} /> (
          {changeText(breakdown.spendTotal.current, breakdown.spendTotal.previous)} on the previous period) and received{' '}
          <Amount units={breakdown.incomeTotal.current} asset={asset.decimals} symbol={asset.symbol} /> (
          {changeText(breakdown.incomeTotal.current, breakdown.incomeTotal.previous)}) from {period}.
          {concentration
            ? ` ${concentration.topClient} brought ${Math.round(concentration.topShare * 100)}% of income (concentration index ${concentration.hhi.toFixed(2)}).`
            : ''}
        </p>
        <Lines caption={`Spend by category, ${name}`} lines={breakdown.spendByCategory} decimals={asset.decimals} />
        <Lines caption={`Spend by vendor, ${name}`} lines={breakdown.spendByVendor} decimals={asset.decimals} />
        <Lines caption={`Income by category, ${name}`} lines={breakdown.incomeByCategory} decimals={asset.decimals} />
        <Lines caption={`Income by client, ${name}`} lines={breakdown.incomeByClient} decimals={asset.decimals} />
        <WhyPanel why={breakdown.why} />
      </div>
    </Card>
  );
}

function Lines({ caption, lines, decimals }: { caption: string; lines: readonly BreakdownLine[]; decimals: number }) {
  if (lines.length === 0) return null;
  return (
    <StatementTable
      caption={caption}
      columns={[{ header: 'Name' }, { header: 'Last 30 days' }, { header: '30 days before' }, { header: 'Change' }]}
    >
      {lines.slice(0, 12).map((line) => (
        <StatementRow key={line.key} header={line.label}>
          <StatementCell>
            <Amount units={line.current} asset={decimals} />
          </StatementCell>
          <StatementCell>
            <Amount units={line.previous} asset={decimals} />
          </StatementCell>
          <StatementCell>{changeText(line.current, line.previous)}</StatementCell>
        </StatementRow>
      ))}
    </StatementTable>
  );
}

// The row of key figures: each with its amounts (per asset) or a text value, the line saying what
// it is computed from, how it compares with the period before, and the page behind it.
import type { RunwayFigure } from '@/lib/insights/runway';
import { subtractTotals } from '@/lib/ledger/balances';
import type { Overview } from '@/lib/overview/overview-model';
import type { DueSummary } from '@/lib/overview/due-summary';
import { stalePriceNote } from '@/lib/ledger/stale-price';
import { amountsText, daysText, totalText, trendOf, type AssetAmount, type Trend } from './figures';
import { LINKS } from './links';

export interface KeyFigure {
  readonly id: string;
  readonly label: string;
  /** Shown one per line when there is no text value (or under it). */
  readonly amounts: readonly AssetAmount[];
  readonly text: string | null;
  readonly basis: string;
  readonly comparison: string;
  readonly trend?: Trend;
  readonly link: { readonly to: string; readonly label: string };
  /** The stale prices the figure was valued with, each named with its age (lib/ledger/stale-price.ts). */
  readonly stale?: readonly string[];
}

type Assets = ReadonlyMap<string, { symbol: string; decimals: number }>;

/** Symbol and decimals of every asset the overview mentions, by asset id. */
export function assetsOf(overview: Overview): Assets {
  const map = new Map<string, { symbol: string; decimals: number }>();
  for (const a of overview.cash.assets) map.set(a.commodity, a);
  for (const w of overview.windows) for (const a of w.assets) map.set(a.commodity, a);
  for (const i of [
    ...overview.receivables.items,
    ...overview.payables.items,
    ...overview.receivables.credits,
    ...overview.payables.credits,
  ])
    map.set(i.assetId, i.asset);
  return map;
}

const amounts = (assets: Assets, pick: readonly { key: string; units: bigint; decimals?: number }[]): AssetAmount[] =>
  pick.map((p) => ({
    key: p.key,
    units: p.units,
    symbol: assets.get(p.key)?.symbol ?? p.key,
    decimals: assets.get(p.key)?.decimals ?? p.decimals ?? 0,
  }));

const dueAmounts = (
  assets: Assets,
  lines: readonly DueSummary[],
  field: 'open' | 'overdue' | 'due7' | 'due30' | 'credit' | 'net',
) =>
  amounts(
    assets,
    lines.map((l) => ({ key: l.assetId, units: l[field] })),
  );

/**
 * The key figures of an overview; `currency` is the company's base currency ('' when none),
 * `treasuryWallets` how many wallets Company → Wallets lists (the wallets cash is counted in),
 * `runway` SBI's figure (lib/insights/runway.ts; null while its engine works it out).
 */
export function keyFigures(
  overview: Overview,
  currency: string,
  treasuryWallets: number,
  runway: RunwayFigure | null,
): KeyFigure[] {
  const assets = assetsOf(overview);
  const symbolOf = (c: string) => assets.get(c)?.symbol ?? c;
  const [last, before] = overview.windows;
  const flow = (w: typeof last, side: 'in' | 'out') =>
    amounts(
      assets,
      (w?.assets ?? []).map((a) => ({ key: a.commodity, units: a[side] })),
    );
  const burn = (w: typeof last) =>
    amounts(
      assets,
      (w?.assets ?? []).map((a) => ({ key: a.commodity, units: a.out - a.in })),
    );
  const valued = (w: typeof last, side: 'inValue' | 'outValue') => (w ? totalText(w[side], currency, symbolOf) : null);
  const wallets = new Set(overview.cash.rows.map((r) => `${r.chainId}:${r.wallet}`)).size;
  const blocks = [...new Set(overview.cash.rows.map((r) => r.block))];
  const r = overview.receivables.summary;
  const p = overview.payables.summary;
  const rBefore = overview.before.receivables;
  const pBefore = overview.before.payables;
  const overdueCount = r.reduce((n, l) => n + l.overdueCount, 0);
  const month = overview.periods[0];
  // `, net of client credit (0.24 ETH overpaid)` where a counterparty paid beyond a document, else nothing.
  const creditWords = (lines: readonly DueSummary[], who: string) => {
    const credited = lines.filter((l) => l.credit > 0n);
    return credited.length === 0
      ? ''
      : `, net of ${who} credit (${amountsText(dueAmounts(assets, credited, 'credit'))} overpaid)`;
  };
  // Net burn in the company's currency, as cash in and out beside it (null when a flow has no price).
  const burnValue = (w: typeof last) =>
    w ? totalText(subtractTotals(w.outValue, w.inValue), currency, symbolOf) : null;
  return [
    {
      id: 'cash',
      label: 'Cash',
      amounts: amounts(
        assets,
        overview.cash.assets.map((a) => ({ key: a.commodity, units: a.units })),
      ),
      text: totalText(overview.cash.total, currency, symbolOf),
      stale: currency ? overview.cash.stale.map((p) => stalePriceNote(p, symbolOf(p.commodity), currency)) : [],
      basis:
        treasuryWallets === 0
          ? 'No treasury wallet yet: add the company’s wallets in Company → Wallets'
          : `On-chain balances of ${wallets} of ${treasuryWallets} treasury wallet${treasuryWallets === 1 ? '' : 's'}${blocks.length === 1 ? ` at block ${blocks[0]}` : ''}; the company’s own tokens are equity, not cash`,
      comparison: `30 days ago: ${amountsText(
        amounts(
          assets,
          overview.history.series.map((s) => ({
            key: s.commodity,
            units: s.units[Math.max(0, s.units.length - 31)] ?? 0n,
          })),
        ),
      )}`,
      link:
        treasuryWallets === 0
          ? { to: LINKS.wallets, label: 'Add a treasury wallet' }
          : { to: LINKS.transactions, label: 'View transactions' },
    },
    {
      id: 'cash-in',
      label: 'Cash in (30 days)',
      amounts: flow(last, 'in'),
      text: valued(last, 'inValue'),
      basis: 'Confirmed transfers into the watched wallets',
      comparison: `Previous 30 days: ${amountsText(flow(before, 'in'))}`,
      link: { to: LINKS.transactions, label: 'View transactions' },
    },
    {
      id: 'cash-out',
      label: 'Cash out (30 days)',
      amounts: flow(last, 'out'),
      text: valued(last, 'outValue'),
      basis: 'Confirmed transfers out, network fees included',
      comparison: `Previous 30 days: ${amountsText(flow(before, 'out'))}`,
      link: { to: LINKS.transactions, label: 'View transactions' },
    },
    {
      id: 'burn',
      label: 'Net burn (30 days)',
      amounts: burn(last),
      text: burnValue(last),
      basis: 'Cash out minus cash in (negative: cash grew)',
      comparison: `Previous 30 days: ${burnValue(before) ?? amountsText(burn(before))}`,
      link: { to: LINKS.reports, label: 'View reports' },
    },
    {
      id: 'runway',
      label: 'Runway',
      amounts: [],
      text: runway ? runway.text : 'Working out SBI’s forecast…',
      basis: 'SBI’s 13-week cash forecast from the company’s cash: weeks until expected cash falls under zero',
      comparison: runway
        ? `${runway.forecast} of ${runway.assets} assets forecast; the same figure as SBI and the Calendar`
        : 'The forecast runs on this device',
      link: { to: LINKS.sbiForecast, label: 'See the forecast' },
    },
    {
      id: 'receivables',
      label: 'Receivables open',
      amounts: dueAmounts(assets, r, 'net'),
      text: null,
      basis: `Sent invoices minus what the chain paid${creditWords(r, 'client')}, as Accounts receivable`,
      comparison: `Overdue (${overdueCount}): ${amountsText(dueAmounts(assets, r, 'overdue'))}; 30 days before: ${amountsText(
        dueAmounts(assets, rBefore, 'net'),
      )} open, ${amountsText(dueAmounts(assets, rBefore, 'overdue'))} overdue`,
      trend: overdueCount > 0 ? 'up' : undefined,
      link: { to: LINKS.receivables, label: 'View receivables' },
    },
    {
      id: 'payables',
      label: 'Payables open',
      // What Accounts payable holds (net of vendors' credits), as the Vendors aging's totals.
      amounts: dueAmounts(assets, p, 'net'),
      text: null,
      basis: `Approved bills not yet paid${creditWords(p, 'vendor')}, as Accounts payable`,
      comparison: `Due in 7 days: ${amountsText(dueAmounts(assets, p, 'due7'))}; due in 30 days: ${amountsText(dueAmounts(assets, p, 'due30'))}; overdue: ${amountsText(dueAmounts(assets, p, 'overdue'))}; 30 days before: ${amountsText(
        dueAmounts(assets, pBefore, 'net'),
      )} open`,
      link: { to: LINKS.bills, label: 'View bills' },
    },
    {
      id: 'dso',
      label: 'DSO (days to get paid)',
      amounts: [],
      text: daysText(overview.dso.current.days),
      basis: `Issue → payment of ${overview.dso.current.count} invoice(s) paid in the last 90 days`,
      comparison: `Previous 90 days: ${daysText(overview.dso.previous.days)}`,
      trend:
        overview.dso.current.days !== null && overview.dso.previous.days !== null
          ? trendOf(overview.dso.current.days, overview.dso.previous.days)
          : undefined,
      link: { to: LINKS.invoices, label: 'View invoices' },
    },
    {
      id: 'dpo',
      label: 'DPO (days to pay)',
      amounts: [],
      text: daysText(overview.dpo.current.days),
      basis: `Issue → payment of ${overview.dpo.current.count} bill(s) paid in the last 90 days`,
      comparison: `Previous 90 days: ${daysText(overview.dpo.previous.days)}`,
      trend:
        overview.dpo.current.days !== null && overview.dpo.previous.days !== null
          ? trendOf(overview.dpo.current.days, overview.dpo.previous.days)
          : undefined,
      link: { to: LINKS.bills, label: 'View bills' },
    },
    {
      id: 'net-income',
      label: 'Net income this month',
      amounts: amounts(
        assets,
        (month?.current.netByCommodity ?? []).map((c) => ({ key: c.commodity, units: c.amount, decimals: c.decimals })),
      ),
      text: month ? totalText(month.current.net, currency, symbolOf) : null,
      basis: 'Income minus expenses posted in the ledger',
      comparison: `Last month: ${
        month
          ? (totalText(month.previous.net, currency, symbolOf) ??
            amountsText(
              amounts(
                assets,
                month.previous.netByCommodity.map((c) => ({ key: c.commodity, units: c.amount, decimals: c.decimals })),
              ),
            ))
          : 'none'
      }`,
      link: { to: LINKS.reports, label: 'View reports' },
    },
  ];
}

// Spend and income per asset for a period against the period before it: by category, by vendor
// (the payee) and by client (the payer), and how concentrated income is on few clients (the top
// client's share and the Herfindahl–Hirschman index, the sum of squared shares).
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import { sideName, walletOwners } from './anomalies/anomaly';
import type { AssetRef, InsightInputs, Why } from './types';
import { isoDay } from '@/lib/primitives/days';
import { DAY, assetRefOf, plainAmount } from './units';

export interface BreakdownLine {
  readonly key: string;
  readonly label: string;
  readonly current: bigint;
  readonly previous: bigint;
}

export interface SpendIncome {
  readonly asset: AssetRef;
  readonly periodDays: number;
  readonly current: { from: string; to: string };
  readonly previous: { from: string; to: string };
  readonly spendTotal: { current: bigint; previous: bigint };
  readonly incomeTotal: { current: bigint; previous: bigint };
  readonly spendByCategory: BreakdownLine[];
  readonly incomeByCategory: BreakdownLine[];
  readonly spendByVendor: BreakdownLine[];
  readonly incomeByClient: BreakdownLine[];
  /** Income of the current period: the top client's share (0–1) and the HHI (0–1); null without income. */
  readonly concentration: { topClient: string; topShare: number; hhi: number } | null;
  readonly why: Why;
}

export const UNCATEGORISED = 'Uncategorised';

function addTo(lines: Map<string, BreakdownLine>, key: string, label: string, units: bigint, current: boolean) {
  const line = lines.get(key) ?? { key, label, current: 0n, previous: 0n };
  lines.set(key, current ? { ...line, current: line.current + units } : { ...line, previous: line.previous + units });
}

function sorted(lines: Map<string, BreakdownLine>): BreakdownLine[] {
  return [...lines.values()].sort((a, b) =>
    a.current !== b.current ? (b.current > a.current ? 1 : -1) : a.key < b.key ? -1 : 1,
  );
}

function concentration(lines: readonly BreakdownLine[], total: bigint): SpendIncome['concentration'] {
  if (total <= 0n) return null;
  const shares = lines.map((line) => Number((line.current * 1_000_000n) / total) / 1_000_000);
  const top = lines[0];
  return top
    ? { topClient: top.label, topShare: shares[0] ?? 0, hhi: shares.reduce((sum, share) => sum + share * share, 0) }
    : null;
}

/** Spend and income per asset over the last `periodDays` days before `now` and the same span before. */
export function spendAndIncome(inputs: InsightInputs, periodDays = 30): SpendIncome[] {
  const now = Date.parse(inputs.now);
  const currentFrom = now - periodDays * DAY;
  const previousFrom = currentFrom - periodDays * DAY;
  const owners = walletOwners(inputs.counterparties);
  const perAsset = new Map<string, { asset: AssetRef; rows: ChainTransaction[] }>();
  for (const row of inputs.transactions) {
    const time = Date.parse(row.time);
    if (row.status !== 'confirmed' || row.direction === 'own' || time < previousFrom || time > now) continue;
    const asset = assetRefOf(row);
    const entry = perAsset.get(asset.key) ?? { asset, rows: [] };
    entry.rows.push(row);
    perAsset.set(asset.key, entry);
  }
  return [...perAsset.values()]
    .sort((a, b) => (a.asset.key < b.asset.key ? -1 : 1))
    .map(({ asset, rows }) => breakdown(asset, rows, owners, { currentFrom, previousFrom, now, periodDays }));
}

function breakdown(
  asset: AssetRef,
  rows: readonly ChainTransaction[],
  owners: ReadonlyMap<string, Counterparty>,
  span: { currentFrom: number; previousFrom: number; now: number; periodDays: number },
): SpendIncome {
  const spendCategory = new Map<string, BreakdownLine>();
  const incomeCategory = new Map<string, BreakdownLine>();
  const vendors = new Map<string, BreakdownLine>();
  const clients = new Map<string, BreakdownLine>();
  const spendTotal = { current: 0n, previous: 0n };
  const incomeTotal = { current: 0n, previous: 0n };
  for (const row of rows) {
    const current = Date.parse(row.time) > span.currentFrom;
    const units = BigInt(row.units);
    const category = row.category ?? UNCATEGORISED;
    const side = row.counterparty?.toLowerCase() ?? 'none';
    const sideKey = owners.get(side)?.id ?? side;
    const label = sideName(row.counterparty, owners);
    const totals = row.direction === 'out' ? spendTotal : incomeTotal;
    if (current) totals.current += units;
    else totals.previous += units;
    addTo(row.direction === 'out' ? spendCategory : incomeCategory, category, category, units, current);
    addTo(row.direction === 'out' ? vendors : clients, sideKey, label, units, current);
  }
  const incomeByClient = sorted(clients);
  const days = (ms: number) => isoDay(ms);
  return {
    asset,
    periodDays: span.periodDays,
    current: { from: days(span.currentFrom), to: days(span.now) },
    previous: { from: days(span.previousFrom), to: days(span.currentFrom) },
    spendTotal,
    incomeTotal,
    spendByCategory: sorted(spendCategory),
    incomeByCategory: sorted(incomeCategory),
    spendByVendor: sorted(vendors),
    incomeByClient,
    concentration: concentration(incomeByClient, incomeTotal.current),
    why: {
      inputs: `${rows.length} confirmed ${asset.symbol} movements in or out (between own wallets left out)`,
      period: `${days(span.currentFrom)} to ${days(span.now)} against ${days(span.previousFrom)} to ${days(span.currentFrom)}`,
      method:
        'Sums of exact amounts per category, payee and payer; concentration is the top client’s share of income and the Herfindahl–Hirschman index (sum of squared shares).',
      numbers: [
        { label: 'Spend', value: plainAmount(spendTotal.current, asset) },
        { label: 'Spend before', value: plainAmount(spendTotal.previous, asset) },
        { label: 'Income', value: plainAmount(incomeTotal.current, asset) },
        { label: 'Income before', value: plainAmount(incomeTotal.previous, asset) },
      ],
      rowIds: [],
    },
  };
}

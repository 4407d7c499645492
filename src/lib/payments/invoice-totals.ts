// Exact invoice totals in base units (bigint). Rounding rule (shown on the invoice): per line,
// half-up to a whole base unit (the asset's smallest decimal): net = quantity × unit price × (1 −
// discount %), rounded; tax = net × tax rate %, rounded; total = Σ net + Σ tax. Quantities carry at
// most 6 decimals and percentages at most 4, so every intermediate value is an exact integer. Half-up
// on these non-negative values is lib/money's one rule (divRound, half away from zero).
import { divRound } from '@/lib/money/minor-units';

/** The rule as the invoice shows it. */
export const ROUNDING_RULE =
  'Per line, half-up to the asset’s smallest unit: line net = quantity × unit price − discount, then line tax = line net × tax rate.';

export interface LineInput {
  readonly quantity: string;
  readonly unitPrice: bigint | string;
  readonly discountPercent: string;
  readonly taxRatePercent: string;
}

export interface LineTotals {
  /** Before discount (rounded the same way). */
  readonly gross: bigint;
  readonly discount: bigint;
  readonly net: bigint;
  readonly tax: bigint;
  readonly total: bigint;
}

export interface InvoiceTotals {
  readonly lines: LineTotals[];
  readonly subtotal: bigint;
  readonly discount: bigint;
  readonly net: bigint;
  readonly tax: bigint;
  readonly total: bigint;
  /** Tax per rate (percent text as typed, normalised), for the invoice's tax summary. */
  readonly taxByRate: { rate: string; base: bigint; tax: bigint }[];
}

/** A non-negative decimal string as an integer scaled by 10^scale; throws on more decimals. */
export function scaled(text: string, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal: "${text}"`);
  const fraction = match[2] ?? '';
  if (fraction.length > scale) throw new RangeError(`"${text}" has more than ${scale} decimals`);
  return BigInt(match[1] ?? '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

const Q = 10n ** 6n; // quantity scale
const P = 10n ** 6n; // percent scale: 100% = 10^6 (4 decimals of a percent)

/** The exact totals of one line. */
export function lineTotals(line: LineInput): LineTotals {
  const quantity = scaled(line.quantity, 6);
  const price = BigInt(line.unitPrice);
  const discount = scaled(line.discountPercent, 4);
  const taxRate = scaled(line.taxRatePercent, 4);
  if (discount > P || taxRate > P) throw new RangeError('A percentage above 100');
  const gross = divRound(quantity * price, Q);
  const net = divRound(quantity * price * (P - discount), Q * P);
  const tax = divRound(net * taxRate, P);
  return { gross, discount: gross - net, net, tax, total: net + tax };
}

/** A rate as the tax summary shows it: '19.00' → '19', '0.000' → '0', '7.50' → '7.5'. */
export const normaliseRate = (rate: string) =>
  Number(rate) === 0 ? '0' : rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** The exact totals of an invoice's lines. */
export function invoiceTotals(lines: readonly LineInput[]): InvoiceTotals {
  const each = lines.map(lineTotals);
  const sum = (pick: (l: LineTotals) => bigint) => each.reduce((acc, l) => acc + pick(l), 0n);
  const byRate = new Map<string, { rate: string; base: bigint; tax: bigint }>();
  lines.forEach((line, i) => {
    const totals = each[i];
    if (!totals) return;
    const rate = normaliseRate(line.taxRatePercent);
    const entry = byRate.get(rate) ?? { rate, base: 0n, tax: 0n };
    byRate.set(rate, { rate, base: entry.base + totals.net, tax: entry.tax + totals.tax });
  });
  return {
    lines: each,
    subtotal: sum((l) => l.gross),
    discount: sum((l) => l.discount),
    net: sum((l) => l.net),
    tax: sum((l) => l.tax),
    total: sum((l) => l.total),
    taxByRate: [...byRate.values()],
  };
}

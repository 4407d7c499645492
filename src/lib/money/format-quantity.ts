// Crypto quantities (base units of an asset: wei, token units) for a person. Every digit by default
// (forms, confirmations, exports through toDecimalString); screens ask for DISPLAY_DECIMALS and keep
// the exact value for hover, focus and copy. One rounding rule with money (format-money.ts): half
// away from zero, on the exact decimal string, and a non-zero amount never shown as 0.
import type { Asset } from './asset';
import { assertDecimals, roundDecimal, toDecimalString } from './decimal-string';

/** Decimals shown on screens unless told otherwise: enough to tell amounts apart, few enough to scan. */
export const DISPLAY_DECIMALS = 6;

export interface FormatQuantityOptions {
  /** BCP 47 locale; the runtime's default when left out. */
  readonly locale?: string;
  /** Round (half away from zero, exactly) to at most this many decimals; every decimal by default. */
  readonly maxDecimals?: number;
  /** Always show `maxDecimals` decimals, padding with zeros, and a plain number even where it rounds to 0 (the wallet card's `1.2000 ETH`, `0.0000 ETH`: the spec's balance). */
  readonly fixed?: boolean;
  /** Thousands separators (on by default). */
  readonly grouping?: boolean;
  /** After a no-break space: the asset's symbol (`true`, when an asset is given) or this text. */
  readonly symbol?: boolean | string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, minDecimals: number, maxDecimals: number, grouping: boolean) {
  const key = `${locale ?? ''}|${minDecimals}|${maxDecimals}|${grouping}`;
  let cached = formatters.get(key);
  if (!cached) {
    // Built once per locale and precision: constructing a NumberFormat costs far more than using one.
    // The digits arrive already rounded, so Intl only writes them (its own rounding never applies).
    cached = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping,
    });
    formatters.set(key, cached);
  }
  return cached;
}

function symbolOf(asset: Asset | null, symbol: boolean | string | undefined): string {
  if (typeof symbol === 'string') return symbol;
  return symbol && asset ? asset.symbol : '';
}

/**
 * Base units as a person reads them in their locale (`1234500000n, USDC` → `1,234.5`, `1.234,5` in
 * de-DE; with `symbol: true` → `1,234.5 USDC`). Exact at any size: Intl writes the decimal string,
 * never a float. With `maxDecimals`, rounded half away from zero, and a non-zero amount that would
 * round to 0 shows as `<0.000001`.
 */
export function formatQuantity(
  units: bigint,
  assetOrDecimals: Asset | number,
  options: FormatQuantityOptions = {},
): string {
  const asset = typeof assetOrDecimals === 'number' ? null : assetOrDecimals;
  const decimals = asset ? asset.decimals : (assetOrDecimals as number);
  assertDecimals(decimals);
  const shown = Math.min(options.maxDecimals ?? decimals, decimals);
  const min = options.fixed ? (options.maxDecimals ?? decimals) : 0;
  const write = (decimal: string) =>
    formatter(options.locale, min, Math.max(min, shown), options.grouping ?? true).format(
      decimal as Intl.StringNumericLiteral,
    );
  const rounded = roundDecimal(toDecimalString(units, decimals), shown);
  const text =
    rounded === '0' && units !== 0n && !options.fixed
      ? `${units < 0n ? '-' : ''}<${write(toDecimalString(1n, shown))}`
      : write(rounded);
  const symbol = symbolOf(asset, options.symbol);
  return symbol ? `${text}\u00a0${symbol}` : text;
}

/** An amount as a screen shows it, with the exact value beside it for hover, focus and copy. */
export interface DisplayQuantity {
  /** What the screen shows: `1,234.567891 ETH`, `<0.000001 ETH`. */
  readonly text: string;
  /** Every digit, in the locale, with the symbol: `1,234.567891234567891 ETH` (for title and focus). */
  readonly exactText: string;
  /** Every digit as a plain decimal string ('.' point, no grouping, no symbol): what a copy puts on the clipboard. */
  readonly exactDecimal: string;
  /** Whether `text` shows other digits than the amount has. */
  readonly shortened: boolean;
}

/**
 * Base units for a screen: at most `maxDecimals` (DISPLAY_DECIMALS, 6) decimals, with the exact value
 * for hover, focus and copy. The symbol is the asset's unless `symbol` says otherwise.
 */
export function displayQuantity(
  units: bigint,
  assetOrDecimals: Asset | number,
  options: { readonly locale?: string; readonly maxDecimals?: number; readonly symbol?: string } = {},
): DisplayQuantity {
  const decimals = typeof assetOrDecimals === 'number' ? assetOrDecimals : assetOrDecimals.decimals;
  const symbol = options.symbol ?? true;
  const locale = options.locale === undefined ? {} : { locale: options.locale };
  const shown = Math.min(options.maxDecimals ?? DISPLAY_DECIMALS, decimals);
  const exactDecimal = toDecimalString(units, decimals);
  return {
    text: formatQuantity(units, assetOrDecimals, { ...locale, maxDecimals: shown, symbol }),
    exactText: formatQuantity(units, assetOrDecimals, { ...locale, symbol }),
    exactDecimal,
    shortened: roundDecimal(exactDecimal, shown) !== exactDecimal,
  };
}

/**
 * The written form of a quantity with its unit, `1234.5 USDC`: every digit, `.` as the point, no
 * grouping, the unit after a plain space. For text that is stored, signed or read by a program
 * (ledger memos, a signed statement, what an Approver signs, step labels kept with a pending
 * transaction); screens use formatQuantity or displayQuantity.
 */
export function exactQuantity(units: bigint, decimals: number, unit: string): string {
  return `${toDecimalString(units, decimals)} ${unit}`;
}

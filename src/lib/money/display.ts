import type { Asset } from './asset';
import { assertDecimals, toDecimalString } from './decimal-string';

/** Decimals shown on screens unless told otherwise: enough to tell amounts apart, few enough to scan. */
export const DISPLAY_DECIMALS = 6;

export interface DisplayAmountOptions {
  /** BCP 47 locale; the runtime's default when left out. */
  readonly locale?: string;
  /** At most this many decimals are shown (cut toward zero, never rounded up). */
  readonly maxDecimals?: number;
  /** The symbol appended after a no-break space; an asset's own symbol when an asset is given. */
  readonly symbol?: string;
}

/** An amount as a screen shows it, with the exact value beside it for hover, focus and copy. */
export interface DisplayAmount {
  /** What the screen shows: `1,234.567891 ETH`, `<0.000001 ETH`. */
  readonly text: string;
  /** Every digit, in the locale, with the symbol: `1,234.567891234567891 ETH` (for title and focus). */
  readonly exactText: string;
  /** Every digit as a plain decimal string ('.' point, no grouping, no symbol): what a copy puts on the clipboard. */
  readonly exactDecimal: string;
  /** Whether `text` shows fewer digits than the amount has. */
  readonly shortened: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, maxFractionDigits: number): Intl.NumberFormat {
  const key = `${locale ?? ''}|${maxFractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 0,
      maximumFractionDigits: maxFractionDigits,
      roundingMode: 'trunc',
    });
    formatters.set(key, cached);
  }
  return cached;
}

function withSymbol(text: string, symbol: string | undefined): string {
  return symbol ? `${text}\u00a0${symbol}` : text;
}

/**
 * Base units for a screen: at most `maxDecimals` (6) decimals, cut toward zero so a balance is never
 * shown larger than it is, and a non-zero amount never shown as 0 (`<0.000001`, `-<0.000001`).
 * Exports and CSVs use `toDecimalString` instead; `exactText` / `exactDecimal` carry every digit.
 */
export function displayAmount(
  units: bigint,
  assetOrDecimals: Asset | number,
  options: DisplayAmountOptions = {},
): DisplayAmount {
  const asset = typeof assetOrDecimals === 'number' ? null : assetOrDecimals;
  const decimals = asset ? asset.decimals : (assetOrDecimals as number);
  assertDecimals(decimals);
  const symbol = options.symbol ?? asset?.symbol;
  const shown = Math.min(options.maxDecimals ?? DISPLAY_DECIMALS, decimals);
  const exactDecimal = toDecimalString(units, decimals);
  const exactText = withSymbol(
    formatter(options.locale, decimals).format(exactDecimal as Intl.StringNumericLiteral),
    symbol,
  );

  const magnitude = units < 0n ? -units : units;
  const cut = 10n ** BigInt(decimals - shown);
  if (magnitude !== 0n && magnitude < cut) {
    const smallest = formatter(options.locale, shown).format(toDecimalString(1n, shown) as Intl.StringNumericLiteral);
    const text = withSymbol(`${units < 0n ? '-' : ''}<${smallest}`, symbol);
    return { text, exactText, exactDecimal, shortened: true };
  }
  const text = withSymbol(formatter(options.locale, shown).format(exactDecimal as Intl.StringNumericLiteral), symbol);
  return { text, exactText, exactDecimal, shortened: magnitude % cut !== 0n };
}

import type { Asset } from './asset';
import { assertDecimals, toDecimalString } from './decimal-string';

export interface FormatAmountOptions {
  /** BCP 47 locale; the runtime's default when left out. */
  readonly locale?: string;
  /** Round (half away from zero, exactly) to at most this many decimals; all of them by default. */
  readonly maxFractionDigits?: number;
  /** Append the asset's symbol after a no-break space (only when an asset is given). */
  readonly withSymbol?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, maxFractionDigits: number): Intl.NumberFormat {
  const key = `${locale ?? ''}|${maxFractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    // Built once per locale and precision: constructing a NumberFormat costs far more than using one.
    cached = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: maxFractionDigits });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Base units as a person reads them in their locale (`1234500000n, USDC` → `1,234.5` in en-US,
 * `1.234,5` in de-DE). Exact at any size: Intl formats the decimal string, never a float.
 */
export function formatAmount(
  units: bigint,
  assetOrDecimals: Asset | number,
  options: FormatAmountOptions = {},
): string {
  const asset = typeof assetOrDecimals === 'number' ? null : assetOrDecimals;
  const decimals = asset ? asset.decimals : (assetOrDecimals as number);
  assertDecimals(decimals);
  const shown = Math.min(options.maxFractionDigits ?? decimals, decimals);
  // Intl.NumberFormat.format accepts a decimal string (ES2023) and keeps every digit of it.
  const text = formatter(options.locale, shown).format(toDecimalString(units, decimals) as Intl.StringNumericLiteral);
  return options.withSymbol && asset ? `${text}\u00a0${asset.symbol}` : text;
}

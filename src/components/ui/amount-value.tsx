import type { Asset } from '@/lib/money/asset';
import { Amount } from './amount';

/** An amount's value in the base currency (the shape lib/ledger/base-value.ts gives). */
export type AmountBaseValue =
  | { readonly kind: 'missing'; readonly currency: string }
  | {
      readonly kind: 'value';
      /** Exact decimal string. */
      readonly decimal: string;
      readonly currency: string;
      readonly stale: boolean;
      /** Where the price came from, in words (shown on hover and read after the value). */
      readonly source: string;
    };

// One formatter per locale and currency: building an Intl.NumberFormat costs far more than using one,
// and a table formats a value in every row it shows.
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string | undefined, currency: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    currencyFormats.set(key, format);
  }
  return format;
}

/** `$3,000.00`: cents, never a non-zero value as 0 (`<$0.01`); an unknown currency code as `3000.00 XYZ`. */
export function formatBaseValue(decimal: string, currency: string, locale?: string): string {
  const negative = decimal.startsWith('-');
  const magnitude = negative ? decimal.slice(1) : decimal;
  const [whole = '0', fraction = ''] = magnitude.split('.');
  // Round half up at the cent, on the digits (no float on the way).
  let cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const format = (value: number) => {
    try {
      return currencyFormat(locale, currency).format(value);
    } catch {
      return `${value.toFixed(2)} ${currency}`;
    }
  };
  const tiny = cents === 0n && /[1-9]/.test(whole + fraction);
  if (tiny) return `${negative ? '-' : ''}<${format(0.01)}`;
  // Cents as a number are exact up to 2^53 cents (90 trillion); display only.
  return format(Number(negative ? -cents : cents) / 100);
}

export interface AmountValueProps {
  readonly units: bigint | string;
  readonly asset: Asset | number;
  readonly symbol?: string;
  /** The value in the base currency; null shows the amount alone (no base currency, still loading). */
  readonly value: AmountBaseValue | null;
  readonly locale?: string;
  /** `stacked` (default): the value under the amount; `inline`: after it, for rows of a fixed height. */
  readonly layout?: 'stacked' | 'inline';
}

/**
 * An asset amount with its value in the base currency under it: `≈ $3,000.00`, marked `stale` when
 * the price was older than its feed's heartbeat, or `USD value missing` (never 0) without a price.
 * The price's source is the value's title and is read after it by screen readers.
 */
export function AmountValue({ units, asset, symbol, value, locale, layout = 'stacked' }: AmountValueProps) {
  return (
    <span
      className={layout === 'inline' ? 'inline-flex items-baseline gap-1.5' : 'inline-flex flex-col items-end gap-0.5'}
    >
      <Amount
        units={units}
        asset={asset}
        {...(symbol !== undefined ? { symbol } : {})}
        {...(locale ? { locale } : {})}
      />
      {value === null ? null : value.kind === 'missing' ? (
        <span className="whitespace-nowrap text-xs text-muted" data-base-value="missing">
          {value.currency} value missing
        </span>
      ) : (
        <span
          className="whitespace-nowrap text-xs text-muted tabular-nums"
          title={value.source}
          data-base-value={value.decimal}
        >
          ≈ {formatBaseValue(value.decimal, value.currency, locale)}
          {value.stale ? <span className="font-medium"> · stale</span> : null}
          <span className="sr-only">. {value.source}</span>
        </span>
      )}
    </span>
  );
}

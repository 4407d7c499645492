import type { Asset } from '@/lib/money/asset';
import { formatMoney } from '@/lib/money/format-money';
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
          ≈ {formatMoney(value.decimal, value.currency, locale)}
          {value.stale ? <span className="font-medium"> · stale</span> : null}
          <span className="sr-only">. {value.source}</span>
        </span>
      )}
    </span>
  );
}

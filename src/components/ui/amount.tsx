import { useState } from 'react';
import type { Asset } from '@/lib/money/asset';
import { displayQuantity } from '@/lib/money/format-quantity';
import { copyExact } from './copy-exact';

export interface AmountProps {
  /** Base units (a bigint, or the decimal string a record stores). */
  readonly units: bigint | string;
  /** The asset (its decimals and symbol), or a bare decimals count. */
  readonly asset: Asset | number;
  /** Overrides the asset's symbol, or names one for a bare decimals count. */
  readonly symbol?: string;
  readonly locale?: string;
  readonly maxDecimals?: number;
  readonly className?: string;
}

/**
 * An amount as screens show it (at most 6 decimals, never a non-zero amount as 0), right for tables:
 * tabular figures, no wrapping. The exact value is the title (hover), replaces the short one while
 * the amount has keyboard focus, and is what a copy puts on the clipboard.
 */
export function Amount({ units, asset, symbol, locale, maxDecimals, className = '' }: AmountProps) {
  const [focused, setFocused] = useState(false);
  const amount = displayQuantity(typeof units === 'bigint' ? units : BigInt(units), asset, {
    ...(symbol !== undefined ? { symbol } : {}),
    ...(locale !== undefined ? { locale } : {}),
    ...(maxDecimals !== undefined ? { maxDecimals } : {}),
  });
  return (
    <span
      title={amount.exactText}
      data-exact={amount.exactDecimal}
      // Only a shortened amount has more to show, so only it takes a stop in the tab order.
      tabIndex={amount.shortened ? 0 : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onCopy={copyExact(amount.exactDecimal)}
      className={`whitespace-nowrap tabular-nums ${className}`.trim()}
    >
      {focused && amount.shortened ? amount.exactText : amount.text}
    </span>
  );
}

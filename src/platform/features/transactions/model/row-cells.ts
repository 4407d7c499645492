// A row's formatted cells, computed the first time the row scrolls into view and then kept: BigInt
// amounts and Intl dates cost far more than the rendering around them, and a scrolling table asks
// for the same rows again and again. Computed lazily, not when the views are prepared, so loading
// 100k rows does not format 100k rows that nobody scrolls to.
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import { networkName } from '@/lib/primitives/networks';
import { feeLabel, kindLabel, nativeCurrencyOf, signedAmountLabel, timeLabel } from './labels';
import type { TxView } from './tx-view';

export interface TxCells {
  readonly time: string;
  readonly amount: string;
  /** The fee in the native coin, or `—` when there is none. */
  readonly fee: string;
  readonly kind: string;
  readonly network: string;
  /** The address in the counterparty column (the other side, or the receiving own wallet), or null. */
  readonly counterparty: string | null;
}

// Keyed by the view: a changed row gets a new view (tx-view's cache), so stale cells are never shown;
// kept with the date settings they were written with (the company's zone changed: written again).
const cache = new WeakMap<TxView, { readonly dates: DateFormatSettings; readonly cells: TxCells }>();

/** The browser's own date settings (one object, so cells written with them are kept). */
const BROWSER_DATES: DateFormatSettings = {};

/** The formatted cells of one row, computed once per view; the time in the company's locale and zone. */
export function cellsOf(view: TxView, dates: DateFormatSettings = BROWSER_DATES): TxCells {
  const cached = cache.get(view);
  let cells = cached?.dates === dates ? cached.cells : undefined;
  if (!cells) {
    const { row } = view;
    const native = nativeCurrencyOf(row.chainId);
    cells = {
      time: timeLabel(view.timeMs, dates),
      amount: signedAmountLabel(row),
      fee: feeLabel(row, native.symbol, native.decimals) ?? '—',
      kind: kindLabel(row),
      network: networkName(row.chainId),
      counterparty: row.counterparty ?? (row.direction === 'own' ? row.to : null),
    };
    cache.set(view, { dates, cells });
  }
  return cells;
}

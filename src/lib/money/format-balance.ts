import { BALANCE_DECIMALS } from '@/config/product';
import { formatQuantity } from './format-quantity';

// The spec's balance on the wallet card (docs/product.md#spec-constants): a plain number with exactly
// 4 decimals and '.' as the point, no grouping, then ` ETH` after a plain space (the spec's text, so
// not formatQuantity's no-break space). Rounded by the one rule of lib/money (half away from zero).
const CARD = { locale: 'en-US', maxDecimals: BALANCE_DECIMALS, fixed: true, grouping: false } as const;

/** The wallet card's balance text: wei as ether with 4 decimals followed by ` ETH` (e.g. `1.2346 ETH`). */
export function formatEthBalance(wei: bigint): string {
  return `${formatQuantity(wei, 18, CARD)} ETH`;
}

import { BALANCE_DECIMALS } from '@/config/product';

/**
 * Formats base units as a decimal string with exactly `shown` decimals, rounding half up, in bigint
 * arithmetic only (a float cannot hold 18-decimal wei exactly).
 */
export function formatUnitsFixed(value: bigint, decimals: number, shown: number): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  let scaled: bigint;
  if (shown >= decimals) {
    scaled = magnitude * 10n ** BigInt(shown - decimals);
  } else {
    const unit = 10n ** BigInt(decimals - shown);
    scaled = (magnitude + unit / 2n) / unit;
  }
  const divisor = 10n ** BigInt(shown);
  const whole = (scaled / divisor).toString();
  const fraction = shown > 0 ? `.${(scaled % divisor).toString().padStart(shown, '0')}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** The wallet card's balance text: wei as ether with 4 decimals followed by ` ETH` (e.g. `1.2346 ETH`). */
export function formatEthBalance(wei: bigint): string {
  return `${formatUnitsFixed(wei, 18, BALANCE_DECIMALS)} ETH`;
}

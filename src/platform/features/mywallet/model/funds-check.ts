// Whether the account can pay for a send, said before the wallet is asked (when it can be known).
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';

export interface FundsInput {
  readonly asset: Asset;
  readonly units: bigint;
  /** The native asset of the network (the fee is paid in it). */
  readonly native: Asset;
  readonly nativeBalance: bigint;
  /** The most the fee can cost (gas limit × maxFeePerGas). */
  readonly maxFee: bigint;
  readonly locale?: string;
}

/** A sentence explaining why the account cannot pay, or null when it can. */
export function fundsProblem({ asset, units, native, nativeBalance, maxFee, locale }: FundsInput): string | null {
  const show = (value: bigint) => formatQuantity(value, native, { locale, symbol: true, maxDecimals: 8 });
  if (asset.kind === 'native') {
    if (units + maxFee <= nativeBalance) return null;
    return `Not enough ${native.symbol} for the amount plus the network fee: you need up to ${show(units + maxFee)} and have ${show(nativeBalance)}. Lower the amount (Max leaves room for the fee).`;
  }
  if (maxFee <= nativeBalance) return null;
  return `Not enough ${native.symbol} to pay the network fee of up to ${show(maxFee)}: you have ${show(nativeBalance)}. Tokens cannot pay for gas.`;
}

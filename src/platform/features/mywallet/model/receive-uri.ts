// The Receive panel's payment link (EIP-681) from what was typed.
import { buildEip681 } from '@/lib/formats/eip681';
import type { Asset } from '@/lib/money/asset';
import { parseAmount } from '@/lib/money/parse-amount';

/** The Receive form as typed: an optional amount and the asset ('' = native). */
export interface ReceiveDraft {
  readonly amount: string;
  readonly asset: string;
}

export const EMPTY_RECEIVE_DRAFT: ReceiveDraft = { amount: '', asset: '' };

export type ReceiveUri = { readonly ok: true; readonly uri: string } | { readonly ok: false; readonly error: string };

export const RECEIVE_MESSAGES = {
  tokenNeedsAmount: (symbol: string) =>
    `Enter the amount of ${symbol} to request: a token payment link always carries one`,
} as const;

/**
 * `ethereum:<to>@<chainId>[?value=<wei>]` for the native currency (amount optional), or
 * `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<units>` for a token.
 */
export function receiveUri(account: string, asset: Asset, amountText: string, locale?: string): ReceiveUri {
  let units: bigint | null = null;
  if (amountText.trim() !== '') {
    const parsed = parseAmount(amountText, asset.decimals, { locale, symbol: asset.symbol });
    if (!parsed.ok) return { ok: false, error: parsed.error };
    units = parsed.units;
  }
  if (asset.kind === 'native')
    return { ok: true, uri: buildEip681({ kind: 'native', to: account, chainId: asset.chainId, value: units }) };
  if (units === null || asset.address === null)
    return { ok: false, error: RECEIVE_MESSAGES.tokenNeedsAmount(asset.symbol) };
  return {
    ok: true,
    uri: buildEip681({ kind: 'erc20', token: asset.address, chainId: asset.chainId, to: account, units }),
  };
}

// The Send form as typed, and what it means: a checksummed recipient, an asset and exact units.
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { Asset } from '@/lib/money/asset';
import { assetId } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { parseAmount } from '@/lib/money/parse-amount';

/** The Send form's state, exactly as typed (kept as a draft across navigation). */
export interface SendDraft {
  readonly recipient: string;
  readonly amount: string;
  /** assetId() of the chosen asset; '' for the native currency of the wallet's network. */
  readonly asset: string;
}

export type SendField = keyof SendDraft;

export const EMPTY_SEND_DRAFT: SendDraft = { recipient: '', amount: '', asset: '' };

/** A send the form accepts. */
export interface SendRequest {
  readonly asset: Asset;
  /** EIP-55 checksummed. */
  readonly to: string;
  readonly units: bigint;
}

export type SendCheck =
  { readonly ok: true; readonly value: SendRequest } | { readonly ok: false; readonly errors: FieldErrors<SendField> };

export const SEND_MESSAGES = {
  noRecipient: 'Enter the recipient address',
  zero: 'Enter an amount greater than zero',
  noAsset: 'This asset is not on the current network: choose another',
  moreThanBalance: (balance: string) => `More than your balance (${balance})`,
} as const;

/** Whether anything was typed (leaving would lose it). */
export function isSendDraftFilled(draft: SendDraft): boolean {
  return draft.recipient.trim() !== '' || draft.amount.trim() !== '';
}

/** The chosen asset among those on the current network ('' is the native one, listed first). */
export function chosenAsset(draft: Pick<SendDraft, 'asset'>, assets: readonly Asset[]): Asset | null {
  if (draft.asset === '') return assets.find((asset) => asset.kind === 'native') ?? null;
  return assets.find((asset) => assetId(asset) === draft.asset) ?? null;
}

/**
 * Checks the draft: the recipient (EIP-55, mixed case must match), the amount in the asset's
 * decimals (locale-aware, never a float), above zero and within the balance when it is known.
 */
export function checkSendDraft(
  draft: SendDraft,
  assets: readonly Asset[],
  options: { readonly balance?: bigint | null; readonly locale?: string } = {},
): SendCheck {
  const errors: FieldErrors<SendField> = {};
  const asset = chosenAsset(draft, assets);
  const recipient =
    draft.recipient.trim() === ''
      ? { ok: false as const, message: SEND_MESSAGES.noRecipient }
      : checkAddress(draft.recipient);
  if (!recipient.ok) errors.recipient = recipient.message;
  let units = 0n;
  if (!asset) errors.asset = SEND_MESSAGES.noAsset;
  else {
    const parsed = parseAmount(draft.amount, asset.decimals, { locale: options.locale, symbol: asset.symbol });
    if (!parsed.ok) errors.amount = parsed.error;
    else if (parsed.units === 0n) errors.amount = SEND_MESSAGES.zero;
    else if (options.balance != null && parsed.units > options.balance) {
      errors.amount = SEND_MESSAGES.moreThanBalance(
        formatQuantity(options.balance, asset, { locale: options.locale, symbol: true }),
      );
    } else units = parsed.units;
  }
  if (!asset || !recipient.ok || errors.amount) return { ok: false, errors };
  return { ok: true, value: { asset, to: recipient.address, units } };
}

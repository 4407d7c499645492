// The Manage forms (mint, transfer) as typed and what they mean; the cap is checked here against
// the supply read from the chain, so the user sees the limit before the wallet is asked.
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { toDecimalString } from '@/lib/money/decimal-string';
import { parseAmount } from '@/lib/money/parse-amount';
import { SHARE_DECIMALS } from './token-errors';

export interface AmountDraft {
  readonly to: string;
  /** Shares, or the deed number for a deed transfer. */
  readonly amount: string;
}

export const EMPTY_AMOUNT_DRAFT: AmountDraft = { to: '', amount: '' };

export type AmountCheck =
  | { readonly ok: true; readonly to: string; readonly units: bigint }
  | { readonly ok: false; readonly errors: FieldErrors<'to' | 'amount'> };

export const ACTION_MESSAGES = {
  noRecipient: 'Enter the recipient address',
  zero: 'Enter an amount greater than zero',
  overCap: (room: string, cap: string, supply: string) =>
    `Over the cap: at most ${room} more can be minted (cap ${cap}, supply ${supply})`,
  overBalance: (balance: string) => `More than this wallet holds (${balance})`,
  deedNumber: 'Enter the deed number (1, 2, …)',
} as const;

/** Checks a mint or transfer of shares; `limit` is what may move (room under the cap, or the balance). */
export function checkAmountDraft(
  draft: AmountDraft,
  limit: { kind: 'cap'; cap: bigint; supply: bigint } | { kind: 'balance'; balance: bigint } | null,
  locale?: string,
): AmountCheck {
  const errors: FieldErrors<'to' | 'amount'> = {};
  const to =
    draft.to.trim() === '' ? { ok: false as const, message: ACTION_MESSAGES.noRecipient } : checkAddress(draft.to);
  if (!to.ok) errors.to = to.message;
  const amount = parseAmount(draft.amount, SHARE_DECIMALS, { locale });
  const text = (units: bigint) => toDecimalString(units, SHARE_DECIMALS);
  if (!amount.ok) errors.amount = amount.error;
  else if (amount.units === 0n) errors.amount = ACTION_MESSAGES.zero;
  else if (limit?.kind === 'cap' && limit.supply + amount.units > limit.cap)
    errors.amount = ACTION_MESSAGES.overCap(text(limit.cap - limit.supply), text(limit.cap), text(limit.supply));
  else if (limit?.kind === 'balance' && amount.units > limit.balance)
    errors.amount = ACTION_MESSAGES.overBalance(text(limit.balance));
  if (!to.ok || !amount.ok || errors.amount) return { ok: false, errors };
  return { ok: true, to: to.address, units: amount.units };
}

/** Checks a deed transfer: recipient and deed number. */
export function checkDeedTransfer(draft: AmountDraft): AmountCheck {
  const errors: FieldErrors<'to' | 'amount'> = {};
  const to =
    draft.to.trim() === '' ? { ok: false as const, message: ACTION_MESSAGES.noRecipient } : checkAddress(draft.to);
  if (!to.ok) errors.to = to.message;
  const id = draft.amount.trim().replace(/^#/, '');
  if (!/^[1-9][0-9]{0,30}$/.test(id)) errors.amount = ACTION_MESSAGES.deedNumber;
  if (!to.ok || errors.amount) return { ok: false, errors };
  return { ok: true, to: to.address, units: BigInt(id) };
}

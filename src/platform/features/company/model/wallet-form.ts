import { LOCAL_CHAIN_ID } from '@/config/chain';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { networkName } from '@/lib/primitives/networks';
import { treasuryWalletSchema, type TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { diffFields, type DiffField, type FieldChange } from '@/lib/forms/field-diff';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/forms/field-errors';

/** The treasury wallet form's state, as typed. */
export interface WalletDraft {
  readonly label: string;
  readonly address: string;
  readonly chainId: string;
}

export type WalletField = keyof WalletDraft;

export const EMPTY_WALLET_DRAFT: WalletDraft = { label: '', address: '', chainId: String(LOCAL_CHAIN_ID) };

/** The form's starting point for editing a stored wallet. */
export function draftFromWallet(wallet: TreasuryWallet): WalletDraft {
  return { label: wallet.label, address: wallet.address, chainId: String(wallet.chainId) };
}

/** Whether anything was typed into the form (so leaving would lose it). */
export function isWalletDraftFilled(draft: WalletDraft): boolean {
  return draft.label.trim() !== '' || draft.address.trim() !== '';
}

/** The message for a wallet already watched on that network. */
export function duplicateWalletMessage(chainId: number): string {
  return `This address is already a treasury wallet on ${networkName(chainId)}`;
}

/**
 * The existing wallet with the same address on the same network (case-insensitive), if any; the
 * wallet being edited (`selfId`) is not its own duplicate.
 */
export function findDuplicateWallet(
  existing: readonly TreasuryWallet[],
  chainId: number,
  address: string,
  selfId: string | null = null,
): TreasuryWallet | null {
  const lower = address.toLowerCase();
  return (
    existing.find(
      (wallet) => wallet.id !== selfId && wallet.chainId === chainId && wallet.address.toLowerCase() === lower,
    ) ?? null
  );
}

export type WalletResult =
  | { readonly ok: true; readonly wallet: TreasuryWallet }
  | { readonly ok: false; readonly errors: FieldErrors<WalletField> };

/** Builds a new treasury wallet (or `editing` changed) from the draft, refusing bad input and duplicates. */
export function walletFromDraft(
  draft: WalletDraft,
  existing: readonly TreasuryWallet[],
  options: { readonly now: Date; readonly newId: () => string },
  editing: TreasuryWallet | null = null,
): WalletResult {
  const address =
    draft.address.trim() === ''
      ? { ok: false as const, message: 'Enter the wallet address' }
      : checkAddress(draft.address);
  const chainId = Number(draft.chainId);
  const result = treasuryWalletSchema.safeParse({
    id: editing?.id ?? options.newId(),
    label: draft.label,
    address: address.ok ? address.address : '',
    chainId,
    createdAt: editing?.createdAt ?? options.now.toISOString(),
    ...(editing ? { revision: editing.revision } : {}),
    // The approval policy is set apart (Company → Wallets → Approval policy): an edit keeps it.
    ...(editing?.approvalPolicy ? { approvalPolicy: editing.approvalPolicy } : {}),
  });
  const errors: FieldErrors<WalletField> = result.success ? {} : fieldErrorsFrom<WalletField>(result.error.issues);
  if (!address.ok) errors.address = address.message;
  else if (findDuplicateWallet(existing, chainId, address.address, editing?.id ?? null))
    errors.address = duplicateWalletMessage(chainId);
  if (!result.success || errors.address) return { ok: false, errors };
  return { ok: true, wallet: result.data };
}

const WALLET_FIELDS: readonly DiffField<WalletDraft>[] = [
  { key: 'label', label: 'Label' },
  { key: 'chainId', label: 'Network', show: (value) => networkName(Number(value)) },
  { key: 'address', label: 'Address' },
];

/** What differs between the newer stored wallet (saved in another tab) and the user's draft. */
export function walletChanges(theirs: TreasuryWallet, yours: WalletDraft): FieldChange[] {
  return diffFields(draftFromWallet(theirs), yours, WALLET_FIELDS);
}

// Creating a Safe from the wallet: one call to Safe's proxy factory through lib/chain's sender
// (checked, signed, recorded as pending, followed until mined), then the new Safe (the factory's
// ProxyCreation event) added to the treasury wallets.
import { sendWalletTx, type WalletContext } from '@/lib/chain/send-wallet-tx';
import type { WalletTxStep } from '@/lib/chain/tx-steps';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { createdSafeOf, createSafeCall } from '@/lib/safe/create-safe';
import type { SafeRequest } from '@/platform/features/company/model/safe-form';
import { addWallet } from './company-store';

export type CreateSafeOutcome =
  | { readonly ok: true; readonly wallet: TreasuryWallet; readonly hash: string }
  | { readonly ok: false; readonly message: string };

/** Sends the creation and, once mined, records the Safe as a treasury wallet on the reader's chain. */
export async function createSafeWallet(
  ctx: WalletContext,
  request: SafeRequest,
  onStep: (step: WalletTxStep) => void,
): Promise<CreateSafeOutcome> {
  const now = ctx.now();
  // The salt nonce only keeps two Safes with the same owners apart; the time is unique enough here.
  const creation = createSafeCall(request.contracts, request.owners, request.threshold, BigInt(now.getTime()));
  const sent = await sendWalletTx(
    ctx,
    { label: 'the Safe creation', to: creation.to, data: creation.data, memo: `Create the Safe ${request.label}` },
    onStep,
  );
  if (!sent.ok) return sent;
  const address = createdSafeOf(sent.receipt.logs, request.contracts);
  if (!address) return { ok: false, message: `The transaction ${sent.hash} was mined but created no Safe.` };
  const wallet = await addWallet(ctx.db, {
    id: crypto.randomUUID(),
    label: request.label,
    address,
    chainId: ctx.reader.chainId,
    createdAt: now.toISOString(),
    revision: 1,
  });
  return { ok: true, wallet, hash: sent.hash };
}

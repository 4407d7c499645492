// Test-only: a Safe as read from the chain, at a fixed address on the local chain, and an owner's
// typed-data signature of a SafeTx made with a real key (what a wallet's eth_signTypedData_v4 returns).
import type { Wallet } from 'ethers';
import type { SafeState } from './read-safe';
import { safeTxTypedData, type SafeTx } from './safe-tx';
import { typedSignature, type OwnerSignature } from './owner-signatures';

/** A 2-of-N Safe 1.4.1 at 0x1111…1111 on chain 31337 owned by `owners`, at `nonce`. */
export function testSafe(owners: readonly Wallet[], nonce: bigint): SafeState {
  return {
    address: '0x1111111111111111111111111111111111111111',
    chainId: 31337,
    version: '1.4.1',
    owners: owners.map((owner) => owner.address),
    threshold: 2,
    nonce,
  };
}

/** `wallet`'s EIP-712 signature of `tx` for `safe`, in Safe's form. */
export async function signedBy(wallet: Wallet, safe: SafeState, tx: SafeTx): Promise<OwnerSignature> {
  const payload = safeTxTypedData(safe.chainId, safe.address, tx);
  const signature = await wallet.signTypedData(payload.domain, { SafeTx: [...payload.types.SafeTx] }, payload.message);
  return typedSignature(wallet.address, signature);
}

// Test-only: a Safe as read from the chain, at a fixed address on the local chain, an owner's
// typed-data signature of a SafeTx made with a real key (what a wallet's eth_signTypedData_v4 returns),
// and a proposal record of that Safe.
import type { Wallet } from 'ethers';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { parseRecord } from '@/lib/db/records';
import type { SafeState } from './read-safe';
import { safeTx, safeTxHash, safeTxTypedData, type SafeTx } from './safe-tx';
import { storeSafeTx } from './stored-proposal';
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

/**
 * A bill proposal of `safe` by `proposer` paying 1 wei to 0x2222…2222 at `nonce`, no bills, no
 * signatures, neither executed nor settled, unless `extra` says otherwise.
 */
export function proposalRecord(
  safe: SafeState,
  proposer: string,
  id: string,
  nonce: bigint,
  extra: Partial<SafeProposalRecord> = {},
): SafeProposalRecord {
  const at = '2026-11-29T00:00:00.000Z';
  const tx = safeTx({ to: '0x2222222222222222222222222222222222222222', value: 1n, nonce });
  return parseRecord('safeProposals', {
    id,
    chainId: safe.chainId,
    safe: safe.address,
    kind: 'bills',
    tx: storeSafeTx(tx),
    hash: safeTxHash(safe.chainId, safe.address, tx),
    bills: [],
    signatures: [],
    proposedBy: proposer,
    proposedAtBlock: 1,
    execution: null,
    outcome: null,
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
}

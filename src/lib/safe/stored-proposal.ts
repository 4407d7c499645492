// A proposal as the workspace stores it (lib/db's `safeProposals`: amounts as decimal strings) and
// as lib/safe computes with it (bigints), both ways.
import type { SafeProposalRecord, StoredSafeTx } from '@/lib/db/entities/safe-proposal';
import type { SafeProposal } from './proposal';
import { safeTx, type Operation, type SafeTx } from './safe-tx';
import type { OwnerSignature } from './owner-signatures';

/** The stored form of a SafeTx. */
export function storeSafeTx(tx: SafeTx): StoredSafeTx {
  return {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data,
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    nonce: tx.nonce.toString(),
  };
}

/** The SafeTx of a stored one. */
export function loadSafeTx(stored: StoredSafeTx): SafeTx {
  return {
    to: stored.to,
    value: BigInt(stored.value),
    data: stored.data,
    operation: stored.operation as Operation,
    safeTxGas: BigInt(stored.safeTxGas),
    baseGas: BigInt(stored.baseGas),
    gasPrice: BigInt(stored.gasPrice),
    gasToken: stored.gasToken,
    refundReceiver: stored.refundReceiver,
    nonce: BigInt(stored.nonce),
  };
}

/** The proposal lib/safe checks signatures against, from a stored record. */
export function proposalOf(record: SafeProposalRecord): SafeProposal {
  return {
    chainId: record.chainId,
    safe: record.safe,
    tx: loadSafeTx(record.tx),
    hash: record.hash,
    signatures: record.signatures as readonly OwnerSignature[],
  };
}

/**
 * The rejection of a proposal: a zero-value call from the Safe to itself with the same nonce. Once
 * executed it uses the nonce, so the proposal it replaces can never run.
 */
export function rejectionTx(safe: string, nonce: bigint): SafeTx {
  return safeTx({ to: safe, value: 0n, data: '0x', nonce });
}

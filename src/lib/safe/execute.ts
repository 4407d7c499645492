// The execution of a signed SafeTx: Safe's `execTransaction` calldata, the nonce a new proposal
// takes, and a batch of payments as one SafeTx (MultiSendCallOnly, delegate-called).
import { OPERATION, safeTx, type SafeTx } from './safe-tx';
import { encodeSignatures, type OwnerSignature } from './owner-signatures';
import { multiSendData, type BatchCall } from './multisend';
import { safeInterface, type SafeContracts } from './safe-contracts';

/** A SafeTx's fields in the order Safe's functions take them (the nonce left to the caller). */
export function safeTxArgs(tx: SafeTx): unknown[] {
  return [
    tx.to,
    tx.value,
    tx.data,
    tx.operation,
    tx.safeTxGas,
    tx.baseGas,
    tx.gasPrice,
    tx.gasToken,
    tx.refundReceiver,
  ];
}

/** The calldata of `execTransaction` for `tx` with the owners' approvals (sorted by owner). */
export function execTransactionData(tx: SafeTx, signatures: readonly OwnerSignature[]): string {
  return safeInterface.encodeFunctionData('execTransaction', [...safeTxArgs(tx), encodeSignatures(signatures)]);
}

/**
 * The nonce a new proposal takes: the Safe's on-chain nonce, or above it past every nonce that an
 * open proposal already holds (the queue stays gap-free).
 */
export function nextSafeNonce(onChainNonce: bigint, openProposalNonces: readonly bigint[]): bigint {
  const taken = new Set(openProposalNonces.filter((nonce) => nonce >= onChainNonce).map(String));
  let nonce = onChainNonce;
  while (taken.has(String(nonce))) nonce += 1n;
  return nonce;
}

/** One SafeTx paying every call: a plain call for one, MultiSendCallOnly for more. */
export function paymentsSafeTx(contracts: SafeContracts, calls: readonly BatchCall[], nonce: bigint): SafeTx {
  if (calls.length === 1) {
    const [only] = calls as [BatchCall];
    return safeTx({ to: only.to, value: only.value, data: only.data, nonce });
  }
  return safeTx({
    to: contracts.MultiSendCallOnly,
    value: 0n,
    data: multiSendData(calls),
    operation: OPERATION.delegateCall,
    nonce,
  });
}

/** Whether the approvals reach the threshold (one per owner counted). */
export function thresholdMet(signatures: readonly OwnerSignature[], threshold: number): boolean {
  return new Set(signatures.map((signature) => signature.owner.toLowerCase())).size >= threshold;
}

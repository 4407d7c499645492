// The Safe transaction (SafeTx) as Safe 1.3.0 and 1.4.1 sign it: EIP-712 typed data whose domain is
// the chain id and the Safe's address (no name or version), and the hash the owners sign.
import { getAddress, TypedDataEncoder, ZeroAddress } from 'ethers';

/** What a SafeTx does: a call (0) or a delegate call (1, used for MultiSend batches). */
export const OPERATION = { call: 0, delegateCall: 1 } as const;
export type Operation = (typeof OPERATION)[keyof typeof OPERATION];

/** One Safe transaction, with Safe's field names (amounts in wei, gas fields 0: no refund). */
export interface SafeTx {
  readonly to: string;
  readonly value: bigint;
  readonly data: string;
  readonly operation: Operation;
  readonly safeTxGas: bigint;
  readonly baseGas: bigint;
  readonly gasPrice: bigint;
  readonly gasToken: string;
  readonly refundReceiver: string;
  readonly nonce: bigint;
}

/** Safe's EIP-712 type of a SafeTx (the same in 1.3.0 and 1.4.1). */
export const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

/** A SafeTx that pays no refund (the executor pays the gas), with `operation` a call unless said. */
export function safeTx(fields: {
  to: string;
  value?: bigint;
  data?: string;
  operation?: Operation;
  nonce: bigint;
}): SafeTx {
  return {
    to: getAddress(fields.to),
    value: fields.value ?? 0n,
    data: fields.data ?? '0x',
    operation: fields.operation ?? OPERATION.call,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: ZeroAddress,
    refundReceiver: ZeroAddress,
    nonce: fields.nonce,
  };
}

/** The EIP-712 domain of a Safe (1.3.0 and later): chain id and the Safe's address. */
export function safeDomain(chainId: number, safe: string) {
  return { chainId, verifyingContract: getAddress(safe) };
}

/** The EIP-712 hash the owners sign (what the Safe's `getTransactionHash` returns). */
export function safeTxHash(chainId: number, safe: string, tx: SafeTx): string {
  return TypedDataEncoder.hash(safeDomain(chainId, safe), { SafeTx: [...SAFE_TX_TYPES.SafeTx] }, txMessage(tx));
}

/**
 * The JSON payload of `eth_signTypedData_v4` for `tx` (numbers as decimal strings, the domain's
 * type spelled out, as wallets expect).
 */
export function safeTxTypedData(chainId: number, safe: string, tx: SafeTx) {
  return {
    types: {
      EIP712Domain: [
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      ...SAFE_TX_TYPES,
    },
    domain: { chainId: String(chainId), verifyingContract: getAddress(safe) },
    primaryType: 'SafeTx' as const,
    message: Object.fromEntries(
      Object.entries(txMessage(tx)).map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value]),
    ),
  };
}

function txMessage(tx: SafeTx) {
  return {
    to: tx.to,
    value: tx.value,
    data: tx.data,
    operation: tx.operation,
    safeTxGas: tx.safeTxGas,
    baseGas: tx.baseGas,
    gasPrice: tx.gasPrice,
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    nonce: tx.nonce,
  };
}

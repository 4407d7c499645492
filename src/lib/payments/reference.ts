// The bytes32 payment reference of an invoice or a bill (docs/product.md#payment-references): keccak256 of the ABI
// encoding of (a fixed tag, chain id, payee, record id, a random 16-byte salt). Unguessable (the
// salt), unique (the record id), and bound to the network and the wallet that is paid.
import { AbiCoder, getAddress, hexlify, keccak256, toUtf8Bytes } from 'ethers';

/** The fixed tag: keccak256("ledgerline.payment-reference.v1"). */
export const REFERENCE_TAG = keccak256(toUtf8Bytes('ledgerline.payment-reference.v1'));

export interface ReferenceInput {
  readonly chainId: number;
  /** The wallet that receives the payment (ours for an invoice, the vendor's for a bill). */
  readonly payee: string;
  /** The invoice's or bill's id. */
  readonly recordId: string;
  /** 16 random bytes, 0x-prefixed lower-case hex. */
  readonly salt: string;
}

const SALT = /^0x[0-9a-f]{32}$/;

/** A fresh 16-byte salt (crypto.getRandomValues), lower-case hex. */
export function newReferenceSalt(): string {
  return hexlify(crypto.getRandomValues(new Uint8Array(16)));
}

/** keccak256(abi.encode(bytes32 tag, uint256 chainId, address payee, string recordId, bytes16 salt)), lower-case. */
export function paymentReference(input: ReferenceInput): string {
  if (!SALT.test(input.salt)) throw new Error('The salt must be 16 bytes of lower-case hex');
  if (!input.recordId) throw new Error('The record id is empty');
  const encoded = AbiCoder.defaultAbiCoder().encode(
    ['bytes32', 'uint256', 'address', 'string', 'bytes16'],
    [REFERENCE_TAG, input.chainId, getAddress(input.payee), input.recordId, input.salt],
  );
  return keccak256(encoded).toLowerCase();
}

/** A new reference with its salt, for a record being created. */
export function createPaymentReference(input: Omit<ReferenceInput, 'salt'>): { reference: string; salt: string } {
  const salt = newReferenceSalt();
  return { reference: paymentReference({ ...input, salt }), salt };
}

/** Whether a record's stored reference is the one its fields and salt give (a check on import). */
export function referenceHolds(input: ReferenceInput & { readonly reference: string }): boolean {
  try {
    return paymentReference(input) === input.reference.toLowerCase();
  } catch {
    return false;
  }
}

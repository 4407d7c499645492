// ERC-1271: a contract wallet (a Safe, a smart account) has no key to recover; it answers
// isValidSignature(digest, signature) with the magic value 0x1626ba7e when the signature is its own.
import { hashMessage, Interface, TypedDataEncoder } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, getCode } from '@/lib/chain/rpc-methods';
import type { SignedSubject } from './signature-check';

/** What isValidSignature returns for a valid signature (its own selector). */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e';

const ERC1271 = new Interface(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)']);

/** The 32-byte digest a wallet signs for `subject`: EIP-191's prefixed hash or EIP-712's typed hash. */
export function signedDigest(subject: SignedSubject): string {
  return subject.kind === 'message'
    ? hashMessage(subject.message)
    : TypedDataEncoder.hash(subject.data.domain, subject.data.types, subject.data.message);
}

/** Whether `address` has code on the reader's chain (a contract wallet rather than a key). */
export async function isContractAccount(reader: ChainReader, address: string): Promise<boolean> {
  const code = await getCode(reader, address);
  return code !== '0x' && code !== '0x0';
}

/**
 * Asks the contract at `wallet` whether `signature` over `digest` is its own. A revert, an empty
 * answer or any other value means no: only the exact magic value counts.
 */
export async function isValidContractSignature(
  reader: ChainReader,
  wallet: string,
  digest: string,
  signature: string,
): Promise<boolean> {
  const data = ERC1271.encodeFunctionData('isValidSignature', [digest, signature]);
  try {
    const result = await call(reader, { to: wallet, data });
    return result.length === 66 && result.slice(0, 10).toLowerCase() === ERC1271_MAGIC_VALUE;
  } catch {
    return false;
  }
}

// Reading a Safe from the chain: its version, owners, threshold and nonce, or the reason an address
// cannot be a treasury Safe (no contract, a contract that is not a Safe, a version not supported).
import { getAddress, isAddress } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, getCode } from '@/lib/chain/rpc-methods';
import { safeInterface } from './safe-contracts';

/** The Safe versions whose SafeTx (domain with chain id, SafeTx type) the app signs and executes. */
export const SUPPORTED_SAFE_VERSIONS = ['1.3.0', '1.4.1'] as const;

/** A Safe as read from the chain. */
export interface SafeState {
  readonly address: string;
  readonly chainId: number;
  readonly version: string;
  readonly owners: readonly string[];
  readonly threshold: number;
  /** The nonce the next executed SafeTx must carry. */
  readonly nonce: bigint;
}

export type ReadSafeResult = { ok: true; safe: SafeState } | { ok: false; reason: string };

async function read(reader: ChainReader, to: string, name: string): Promise<unknown[] | null> {
  try {
    const data = await call(reader, { to, data: safeInterface.encodeFunctionData(name, []) });
    return [...safeInterface.decodeFunctionResult(name, data)];
  } catch {
    return null;
  }
}

/** Reads the Safe at `address`, or says why it is not one the app can use. Network errors reject. */
export async function readSafe(reader: ChainReader, address: string): Promise<ReadSafeResult> {
  if (!isAddress(address)) return { ok: false, reason: `${address} is not an Ethereum address.` };
  const safe = getAddress(address);
  if ((await getCode(reader, safe)) === '0x')
    return { ok: false, reason: `There is no contract at ${safe} on chain ${reader.chainId}: not a Safe.` };
  const [version] = (await read(reader, safe, 'VERSION')) ?? [];
  const [owners] = (await read(reader, safe, 'getOwners')) ?? [];
  const [threshold] = (await read(reader, safe, 'getThreshold')) ?? [];
  const [nonce] = (await read(reader, safe, 'nonce')) ?? [];
  if (
    typeof version !== 'string' ||
    !Array.isArray(owners) ||
    typeof threshold !== 'bigint' ||
    typeof nonce !== 'bigint'
  )
    return {
      ok: false,
      reason: `The contract at ${safe} is not a Safe (it does not answer VERSION, getOwners, getThreshold and nonce).`,
    };
  if (!(SUPPORTED_SAFE_VERSIONS as readonly string[]).includes(version))
    return {
      ok: false,
      reason: `${safe} is a Safe ${version}; Ledgerline supports Safe ${SUPPORTED_SAFE_VERSIONS.join(' and ')}.`,
    };
  if (owners.length === 0 || threshold === 0n)
    return { ok: false, reason: `${safe} is a Safe ${version} that is not set up (no owners).` };
  return {
    ok: true,
    safe: {
      address: safe,
      chainId: reader.chainId,
      version,
      owners: owners.map((owner) => getAddress(String(owner))),
      threshold: Number(threshold),
      nonce,
    },
  };
}

/** Whether `account` is one of the Safe's owners. */
export function isOwner(safe: SafeState, account: string | null | undefined): boolean {
  if (!account) return false;
  const wanted = account.toLowerCase();
  return safe.owners.some((owner) => owner.toLowerCase() === wanted);
}

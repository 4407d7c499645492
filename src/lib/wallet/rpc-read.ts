// The few JSON-RPC reads the session makes through the wallet, with their results validated.
// Plain checks rather than zod: these three shapes are one regex each, and zod's core would be
// shared with the feature chunks and so pulled whole into the shell bundle.
import { getAddress } from 'ethers';
import type { Eip1193Provider } from './wallet-types';

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Parses a JSON-RPC hex quantity (`0x7a69`) into a bigint; throws on anything else. */
export function parseQuantity(value: unknown): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value))
    throw new TypeError(`Expected a hex quantity, got ${JSON.stringify(value)}`);
  return BigInt(value);
}

/** Parses a chain id as given by `eth_chainId` or `chainChanged` (hex string; numbers tolerated). */
export function parseChainId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  const id = parseQuantity(value);
  if (id <= 0n || id > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Invalid chain id ${String(value)}`);
  return Number(id);
}

/** Validates an account list (`eth_accounts`, `accountsChanged`) and returns it EIP-55 checksummed. */
export function parseAccounts(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string' && ADDRESS.test(item))) {
    throw new TypeError(`Expected a list of addresses, got ${JSON.stringify(value)}`);
  }
  return value.map((address) => getAddress(address));
}

/** Asks the wallet for its accounts: `eth_accounts` is silent, `eth_requestAccounts` may prompt. */
export async function readAccounts(
  provider: Eip1193Provider,
  method: 'eth_accounts' | 'eth_requestAccounts',
): Promise<string[]> {
  return parseAccounts(await provider.request({ method }));
}

/** Reads the wallet's current chain id. */
export async function readChainId(provider: Eip1193Provider): Promise<number> {
  return parseChainId(await provider.request({ method: 'eth_chainId' }));
}

/** Reads an account's balance in wei at the latest block. */
export async function readBalance(provider: Eip1193Provider, account: string): Promise<bigint> {
  return parseQuantity(await provider.request({ method: 'eth_getBalance', params: [account, 'latest'] }));
}

/** Reads the latest block number. */
export async function readBlockNumber(provider: Eip1193Provider): Promise<bigint> {
  return parseQuantity(await provider.request({ method: 'eth_blockNumber' }));
}

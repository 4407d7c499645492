import { AbiCoder, Interface, dataLength, getBytes, toUtf8String } from 'ethers';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { MAX_DECIMALS, type Asset } from './asset';

/** An `eth_call`: sends `data` to `to` on the current network and resolves with the returned hex. */
export type EthCall = (to: string, data: string) => Promise<string>;

const METADATA = new Interface([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function name() view returns (string)',
]);
const abi = AbiCoder.defaultAbiCoder();

/** Why a token's metadata was refused, in the words the UI shows. */
export const ERC20_MESSAGES = {
  noToken: (address: string) => `No ERC-20 token at ${address} on this network`,
  decimals: (address: string, decimals: bigint) =>
    `The token at ${address} reports ${decimals} decimals (expected 0 to ${MAX_DECIMALS})`,
  symbol: (address: string) => `The token at ${address} reports no usable symbol (1 to 32 printable characters)`,
} as const;

/**
 * Reads an ERC-20 token's `symbol()`, `decimals()` and `name()` with eth_call and returns it as an
 * Asset, validated. Accepts bytes32 symbols and names (MKR, SAI); a missing name falls back to the
 * symbol. Throws an Error in words when the address holds no token; network failures pass through.
 */
export async function readErc20Metadata(call: EthCall, chainId: number, address: string): Promise<Asset> {
  const checked = checkAddress(address);
  if (!checked.ok) throw new Error(checked.message);
  const token = checked.address;
  const read = (fn: 'symbol' | 'decimals' | 'name') => callOrNull(call, token, METADATA.encodeFunctionData(fn));
  const [symbolData, decimalsData, nameData] = await Promise.all([read('symbol'), read('decimals'), read('name')]);
  // An account without code answers every call with '0x'; a contract without decimals() reverts.
  if (decimalsData === null || dataLength(decimalsData) < 32) throw new Error(ERC20_MESSAGES.noToken(token));
  // Read as uint256: some tokens declare decimals() as uint256, and the ABI word is the same.
  const decimals = abi.decode(['uint256'], decimalsData)[0] as bigint;
  if (decimals > BigInt(MAX_DECIMALS)) throw new Error(ERC20_MESSAGES.decimals(token, decimals));
  const symbol = decodeText(symbolData, 32);
  if (symbol === null) {
    if (symbolData === null) throw new Error(ERC20_MESSAGES.noToken(token));
    throw new Error(ERC20_MESSAGES.symbol(token));
  }
  const name = decodeText(nameData, 100) ?? symbol;
  return { chainId, kind: 'erc20', address: token, symbol, decimals: Number(decimals), name };
}

/** The call's result, or null when the call reverted or returned nothing. */
async function callOrNull(call: EthCall, to: string, data: string): Promise<string | null> {
  try {
    const result = await call(to, data);
    return result && result !== '0x' ? result : null;
  } catch (error) {
    if (isRevert(error)) return null;
    throw error;
  }
}

/** A revert (ethers CALL_EXCEPTION, JSON-RPC code 3 "execution reverted") as opposed to a network failure. */
function isRevert(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'CALL_EXCEPTION' || code === 3 || (typeof message === 'string' && /revert/i.test(message));
}

/** An ABI string, or a bytes32 (NUL-padded) as old tokens return; null when absent or unprintable. */
function decodeText(data: string | null, maxLength: number): string | null {
  if (data === null) return null;
  let text: string;
  try {
    text =
      dataLength(data) === 32 ? toUtf8String(untilNul(getBytes(data))) : (abi.decode(['string'], data)[0] as string);
  } catch {
    return null;
  }
  text = text.trim();
  const length = text.length;
  // \p{C}: control, format, unassigned and private-use characters, which could spoof or hide text.
  if (length < 1 || length > maxLength || /\p{C}/u.test(text)) return null;
  return text;
}

function untilNul(bytes: Uint8Array): Uint8Array {
  const end = bytes.indexOf(0);
  return end === -1 ? bytes : bytes.subarray(0, end);
}

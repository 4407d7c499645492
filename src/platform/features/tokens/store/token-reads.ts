// What the chain says about a company token now: supply, cap, paused, owner (shares); minted
// count and owner (deeds). Read with eth_call, decoded with the template ABI.
import { Interface } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call, type BlockTag } from '@/lib/chain/rpc-methods';
import { assetDeedAbi, assetSharesAbi } from '@/lib/contracts/generated/artifacts';
import type { CompanyToken } from '@/lib/db/entities/company-token';

const SHARES = new Interface(assetSharesAbi);
const DEED = new Interface(assetDeedAbi);

export interface TokenState {
  /** Shares: total supply in base units; deeds: number minted. */
  readonly supply: bigint;
  readonly cap: bigint | null;
  readonly paused: boolean;
  readonly owner: string;
}

async function read(
  reader: ChainReader,
  iface: Interface,
  to: string,
  method: string,
  args: unknown[] = [],
  block: BlockTag = 'latest',
) {
  const data = await call(reader, { to, data: iface.encodeFunctionData(method, args) }, block);
  return iface.decodeFunctionResult(method, data)[0] as unknown;
}

/** The token's state at the latest block. */
export async function readTokenState(reader: ChainReader, token: CompanyToken): Promise<TokenState> {
  if (token.kind === 'deed') {
    const [minted, owner] = await Promise.all([
      read(reader, DEED, token.address, 'totalMinted'),
      read(reader, DEED, token.address, 'owner'),
    ]);
    return { supply: BigInt(String(minted)), cap: null, paused: false, owner: String(owner) };
  }
  const [supply, cap, paused, owner] = await Promise.all([
    read(reader, SHARES, token.address, 'totalSupply'),
    read(reader, SHARES, token.address, 'cap'),
    read(reader, SHARES, token.address, 'paused'),
    read(reader, SHARES, token.address, 'owner'),
  ]);
  return { supply: BigInt(String(supply)), cap: BigInt(String(cap)), paused: Boolean(paused), owner: String(owner) };
}

/** `balanceOf(holder)` of a shares token at a block. */
export async function readShareBalance(
  reader: ChainReader,
  token: string,
  holder: string,
  block: BlockTag = 'latest',
): Promise<bigint> {
  return BigInt(String(await read(reader, SHARES, token, 'balanceOf', [holder], block)));
}

/** `totalSupply()` of a shares token at a block. */
export async function readTotalSupply(reader: ChainReader, token: string, block: BlockTag = 'latest'): Promise<bigint> {
  return BigInt(String(await read(reader, SHARES, token, 'totalSupply', [], block)));
}

/** How many distinct wallets own the deeds of a collection (reads ownerOf for ids 1..minted, at most 200). */
export async function countDeedOwners(reader: ChainReader, token: string, minted: bigint): Promise<number> {
  const ids = Array.from({ length: Number(minted > 200n ? 200n : minted) }, (_, i) => BigInt(i + 1));
  const owners = await Promise.all(ids.map((id) => read(reader, DEED, token, 'ownerOf', [id]).then(String)));
  return new Set(owners.map((o) => o.toLowerCase())).size;
}

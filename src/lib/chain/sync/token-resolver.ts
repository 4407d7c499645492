// Symbol and decimals of the tokens met in Transfer logs: from the workspace's known tokens, else
// read once from the contract and remembered there. A contract that is no valid ERC-20 is shown by
// its short address with 0 decimals rather than dropping the movement.
import { knownTokenId } from '@/lib/db/entities/known-token';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readErc20Metadata } from '@/lib/money/erc20-metadata';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { RpcError } from '@/lib/chain/rpc-error';
import { call } from '@/lib/chain/rpc-methods';
import type { TokenResolver } from './block-scan';
import type { TokenInfo } from './tx-rows';
import { getAddress } from 'ethers';

/** A resolver for one chain, caching answers for the life of the engine. */
export function tokenResolver(db: WorkspaceDb, reader: ChainReader, now: () => Date): TokenResolver {
  const cache = new Map<string, Promise<TokenInfo>>();
  async function resolve(address: string): Promise<TokenInfo> {
    const checksummed = getAddress(address);
    const known = await db.knownTokens.get(knownTokenId(reader.chainId, checksummed));
    if (known) return { address: checksummed, symbol: known.symbol, decimals: known.decimals };
    try {
      const asset = await readErc20Metadata((to, data) => call(reader, { to, data }), reader.chainId, checksummed);
      const row = parseRecord('knownTokens', {
        id: knownTokenId(reader.chainId, checksummed),
        chainId: reader.chainId,
        address: checksummed,
        symbol: asset.symbol,
        name: asset.name,
        decimals: asset.decimals,
        addedAt: now().toISOString(),
      });
      await db.knownTokens.put(row);
      return { address: checksummed, symbol: row.symbol, decimals: row.decimals };
    } catch (error) {
      if (error instanceof RpcError && error.kind !== 'rpc') throw error; // the endpoint failed: retry later
      return { address: checksummed, symbol: `${checksummed.slice(0, 6)}…${checksummed.slice(-4)}`, decimals: 0 };
    }
  }
  return (address) => {
    const key = address.toLowerCase();
    let entry = cache.get(key);
    if (!entry) {
      entry = resolve(address);
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  };
}

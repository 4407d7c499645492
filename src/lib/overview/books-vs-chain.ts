// The books against the chain: for each watched wallet and asset the engine has a balance for, the
// ledger balance of the wallet's account (posted entries, all dates) beside the on-chain balance at
// the synced block. The books have no opening balances yet, so they may differ: the difference is
// shown as it is, never hidden as a match.
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import { balancesOf } from '@/lib/ledger/balances';
import { commodityId } from '@/lib/ledger/commodity';
import type { Entry } from '@/lib/ledger/entry';
import { walletAccountId } from '@/lib/ledger/wallet-account';

export interface BooksLine {
  readonly chainId: number;
  readonly wallet: string;
  readonly commodity: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly ledger: bigint;
  readonly chain: bigint;
  readonly block: number;
  /** The wallet's account id in the chart (it may not exist yet: then the ledger holds 0). */
  readonly accountId: string;
}

export interface BooksNetwork {
  readonly chainId: number;
  /** The lowest block the network's balances were read at. */
  readonly block: number;
  readonly matches: boolean;
  readonly lines: readonly BooksLine[];
  /** The lines that differ. */
  readonly differences: readonly BooksLine[];
}

/** Books against the chain per network (ordered by chain id), each line a wallet and asset. */
export function booksVsChain(balances: readonly ChainBalance[], entries: readonly Entry[]): BooksNetwork[] {
  const ledger = balancesOf(entries);
  const byChain = new Map<number, BooksLine[]>();
  for (const b of balances) {
    const commodity = commodityId(b.chainId, b.asset);
    const accountId = walletAccountId(b.chainId, b.wallet, b.asset);
    const line: BooksLine = {
      chainId: b.chainId,
      wallet: b.wallet,
      commodity,
      symbol: b.symbol,
      decimals: b.decimals,
      ledger: ledger.get(accountId)?.get(commodity)?.amount ?? 0n,
      chain: BigInt(b.units),
      block: b.block,
      accountId,
    };
    byChain.set(b.chainId, [...(byChain.get(b.chainId) ?? []), line]);
  }
  return [...byChain.entries()]
    .sort(([a], [b]) => a - b)
    .map(([chainId, lines]) => {
      const differences = lines.filter((l) => l.ledger !== l.chain);
      return {
        chainId,
        block: Math.min(...lines.map((l) => l.block)),
        matches: differences.length === 0,
        lines,
        differences,
      };
    });
}

// fast-check arbitraries of the engine's on-chain balance rows (never imported by app code).
import fc from 'fast-check';
import { chainBalanceId } from './entities/chain-balance';
import { address, chainId, hash, isoDate, units, valid } from './arbitrary-parts.testing';

export const chainBalance = fc
  .record({
    chainId,
    wallet: address,
    asset: fc.oneof(fc.constant('native'), address),
    symbol: fc.constantFrom('ETH', 'USDC', 'TUSD'),
    decimals: fc.integer({ min: 0, max: 18 }),
    units,
    block: fc.nat({ max: 1_000_000 }),
    blockHash: hash,
    updatedAt: isoDate,
  })
  .map((row) => valid('chainBalances')({ id: chainBalanceId(row.chainId, row.wallet, row.asset), ...row }));

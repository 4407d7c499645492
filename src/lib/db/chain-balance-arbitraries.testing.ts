// fast-check arbitraries of the engine's on-chain balance rows (never imported by app code).
import fc from 'fast-check';
import { chainBalanceId } from './entities/chain-balance';
import { OPENING_STATUSES, openingBalanceId } from './entities/opening-balance';
import { address, chainId, day, hash, isoDate, units, valid } from './arbitrary-parts.testing';

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

export const openingBalance = fc
  .record({
    chainId,
    wallet: address,
    asset: fc.oneof(fc.constant('native'), address),
    symbol: fc.constantFrom('ETH', 'USDC', 'TUSD'),
    decimals: fc.integer({ min: 0, max: 18 }),
    chainUnits: units,
    units,
    block: fc.nat({ max: 1_000_000 }),
    blockHash: hash,
    date: day,
    status: fc.constantFrom(...OPENING_STATUSES),
    entryId: fc.option(fc.constant('entry-1'), { nil: null }),
    decidedBy: fc.option(address, { nil: null }),
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 5 }),
  })
  .map((row) => valid('openingBalances')({ id: openingBalanceId(row.chainId, row.wallet, row.asset), ...row }));

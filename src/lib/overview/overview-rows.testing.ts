// Engine rows for the overview's unit tests (never imported by app code).
import type { ChainBalance } from '@/lib/db/entities/chain-balance';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { PLAIN_TRANSFER } from '@/lib/db/chain-row.testing';

export const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

let n = 0;
/** A confirmed row of the local chain; override any field. */
export function txRow(over: Partial<ChainTransaction>): ChainTransaction {
  n += 1;
  const hash = `0x${n.toString(16).padStart(64, '0')}`;
  return {
    ...PLAIN_TRANSFER,
    id: `31337:${hash}`,
    chainId: 31337,
    hash,
    blockNumber: n,
    blockHash: hash,
    time: '2026-03-10T12:00:00.000Z',
    from: OTHER,
    to: ME,
    direction: 'in',
    wallets: [ME],
    counterparty: OTHER,
    units: '0',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...over,
  };
}

/** The engine's balance of one wallet and asset on the local chain (block 12). */
export function balanceRow(wallet: string, asset: string, units: string, symbol = 'ETH', decimals = 18): ChainBalance {
  return {
    id: `${wallet}:${asset}`,
    chainId: 31337,
    wallet,
    asset,
    symbol,
    decimals,
    units,
    block: 12,
    blockHash: `0x${'1'.repeat(64)}`,
    updatedAt: '2026-03-10T00:00:00.000Z',
  };
}

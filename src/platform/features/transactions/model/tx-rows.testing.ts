// Chain rows for the Transactions page's tests and measurements (schema-valid by construction).
import { chainTransactionSchema, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { PLAIN_TRANSFER } from '@/lib/db/chain-row.testing';

export const OURS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const THIRD = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** A 32-byte hash made from a number. */
export function hashOf(n: number): string {
  return `0x${n.toString(16).padStart(64, '0')}`;
}

/** A confirmed incoming ETH row on the local chain, with the given fields changed. */
export function txRow(overrides: Partial<ChainTransaction> = {}): ChainTransaction {
  const hash = overrides.hash ?? hashOf(1);
  const chainId = overrides.chainId ?? 31337;
  const logIndex = overrides.logIndex ?? null;
  return chainTransactionSchema.parse({
    ...PLAIN_TRANSFER,
    id: logIndex === null ? `${chainId}:${hash}` : `${chainId}:${hash}:${logIndex}`,
    chainId,
    hash,
    logIndex,
    blockNumber: 10,
    blockHash: hashOf(999),
    time: '2025-03-01T12:00:00.000Z',
    from: OTHER,
    to: OURS,
    direction: 'in',
    wallets: [OURS],
    counterparty: OTHER,
    units: '1500000000000000000',
    nonce: 0,
    updatedAt: '2025-03-01T12:00:01.000Z',
    ...overrides,
  });
}

/** `count` varied rows (directions, assets, statuses, two chains), one per second going back in time. */
export function manyRows(count: number, start = Date.parse('2025-06-01T00:00:00.000Z')): ChainTransaction[] {
  const rows: ChainTransaction[] = [];
  for (let i = 0; i < count; i++) {
    const out = i % 3 === 1;
    const token = i % 4 === 2;
    rows.push(
      txRow({
        hash: hashOf(i + 1),
        chainId: i % 5 === 0 ? 11155111 : 31337,
        logIndex: token ? 0 : null,
        blockNumber: 1_000_000 - i,
        time: new Date(start - i * 1000).toISOString(),
        from: out ? OURS : OTHER,
        to: out ? THIRD : OURS,
        direction: out ? 'out' : 'in',
        counterparty: out ? THIRD : OTHER,
        asset: token ? TOKEN : 'native',
        symbol: token ? 'TUSD' : 'ETH',
        decimals: token ? 6 : 18,
        units: String(1000n * BigInt(i + 1)),
        fee: out && !token ? '21000000000000' : null,
        kind: token ? 'token-transfer' : 'transfer',
        status: i % 97 === 0 ? 'pending' : 'confirmed',
        memo: i % 10 === 0 ? `invoice ${i}` : '',
      }),
    );
  }
  return rows;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonRpcServer, type JsonRpcTestServer } from '@/lib/chain/jsonrpc-server.testing';
import { httpReader } from '@/lib/chain/rpc-client';
import { TRANSFER_TOPIC } from '@/lib/primitives/contract-events';
import { readCapTable, transferEventsOf } from './read-cap-table';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;
const hex = (n: number) => `0x${n.toString(16)}`;

function transferLog(
  block: number,
  logIndex: number,
  from: string,
  to: string,
  value: bigint,
  extra: Record<string, unknown> = {},
) {
  return {
    address: TOKEN.toLowerCase(),
    topics: [TRANSFER_TOPIC, topicOf(from), topicOf(to)],
    data: word(value),
    blockNumber: hex(block),
    blockHash: `0x${block.toString(16).padStart(64, 'a')}`,
    transactionHash: `0x${(block * 100 + logIndex).toString(16).padStart(64, '0')}`,
    transactionIndex: '0x0',
    logIndex: hex(logIndex),
    removed: false,
    ...extra,
  };
}

const ZERO = `0x${'0'.repeat(40)}`;
const LOGS = [
  transferLog(3, 0, ZERO, ALICE, 1000n),
  transferLog(5, 1, ALICE, BOB, 250n),
  transferLog(7, 0, BOB, ZERO, 50n),
  // A reorged-out log the node still reports with removed: true is not counted.
  transferLog(8, 0, ZERO, BOB, 999n, { removed: true }),
];

let server: JsonRpcTestServer;
let filters: Array<{ fromBlock: string; toBlock: string; address: string; topics: string[] }>;
beforeAll(async () => {
  server = await startJsonRpcServer();
});
afterAll(() => server.close());

function chain(head: number) {
  filters = [];
  server.script = {
    answer: (method, params) => {
      if (method === 'eth_blockNumber') return { result: hex(head) };
      const filter = params[0] as (typeof filters)[number];
      filters.push(filter);
      const from = Number(filter.fromBlock);
      const to = Number(filter.toBlock);
      return { result: LOGS.filter((log) => Number(log.blockNumber) >= from && Number(log.blockNumber) <= to) };
    },
  };
}

describe('readCapTable', () => {
  it('builds the table at the latest block from the token Transfer logs, in ranges', async () => {
    chain(9);
    const table = await readCapTable(httpReader(server.url, 31337), TOKEN.toLowerCase(), { fromBlock: 2, maxRange: 3 });
    expect(table.block).toBe(9);
    expect(table.totalSupply).toBe(950n);
    expect(table.holders.map((h) => [h.address, h.balance, h.percent])).toEqual([
      [ALICE, 750n, '78.9474'],
      [BOB, 200n, '21.0526'],
    ]);
    expect(filters.map((f) => [Number(f.fromBlock), Number(f.toBlock)])).toEqual([
      [2, 4],
      [5, 7],
      [8, 9],
    ]);
    expect(filters[0]).toMatchObject({ address: TOKEN, topics: [TRANSFER_TOPIC] });
  });

  it('refuses a block that is not mined yet', async () => {
    chain(9);
    await expect(readCapTable(httpReader(server.url, 31337), TOKEN, { atBlock: 10 })).rejects.toThrow(
      'Block 10 is not mined yet: the latest block is 9',
    );
    expect(filters).toEqual([]);
  });

  it('builds the table at a past block', async () => {
    chain(100);
    const table = await readCapTable(httpReader(server.url, 31337), TOKEN, { atBlock: 5 });
    expect(table.holders.map((h) => [h.address, h.balance])).toEqual([
      [ALICE, 750n],
      [BOB, 250n],
    ]);
    expect(table.issuance).toHaveLength(1);
    expect(filters.map((f) => [Number(f.fromBlock), Number(f.toBlock)])).toEqual([[0, 5]]);
  });

  it('skips logs that are not ERC-20 transfers (an ERC-721 Transfer has four topics)', () => {
    const nft = {
      ...transferLog(3, 0, ZERO, ALICE, 0n),
      topics: [TRANSFER_TOPIC, topicOf(ZERO), topicOf(ALICE), word(1n)],
      data: '0x',
    };
    const parsed = transferEventsOf([{ ...nft, blockNumber: 3, logIndex: 0, transactionIndex: 0, removed: false }]);
    expect(parsed).toEqual([]);
  });
});

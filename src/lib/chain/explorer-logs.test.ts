// getLogs paging against the mock explorer over real HTTP: more than one query's 1,000 logs come
// back once each and in order (the last block asked again, its logs skipped), "0x" reads as 0,
// topics are joined with "and", and a block too full to page through is refused in words.
import { afterEach, describe, expect, it } from 'vitest';
import { startMockExplorer, type ExplorerApiLog, type MockExplorer } from '../../../scripts/lib/mock-explorer.mjs';
import { fetchExplorerLogs, logQuery } from './explorer-logs';
import type { Clock } from './token-bucket';

const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const TOPIC0 = `0x${'11'.repeat(32)}`;
const WALLET_TOPIC = `0x${'0'.repeat(24)}${'ab'.repeat(20)}`;
let api: MockExplorer | null = null;

function virtualClock(): Clock {
  let time = 0;
  return { now: () => time, sleep: async (ms) => void (time += ms) };
}

const log = (block: number, index: number, wallet = WALLET_TOPIC): ExplorerApiLog => ({
  address: ROUTER.toLowerCase(),
  topics: [TOPIC0, `0x${'22'.repeat(32)}`, null, wallet],
  data: '0x',
  blockNumber: `0x${block.toString(16)}`,
  blockHash: `0x${block.toString(16).padStart(64, '0')}`,
  timeStamp: `0x${(1_700_000_000 + block).toString(16)}`,
  transactionHash: `0x${(block * 10_000 + index).toString(16).padStart(64, '0')}`,
  transactionIndex: index === 0 ? '0x' : `0x${index.toString(16)}`,
  logIndex: index === 0 ? '0x' : `0x${index.toString(16)}`,
});

async function collect(fromBlock: number) {
  if (!api) throw new Error('no api');
  const pages = [];
  for await (const page of fetchExplorerLogs(
    { apiUrl: api.url, chainId: 1, clock: virtualClock() },
    { address: ROUTER, topics: { 0: TOPIC0, 3: WALLET_TOPIC } },
    fromBlock,
  ))
    pages.push(page);
  return pages;
}

afterEach(async () => {
  await api?.stop();
  api = null;
});

describe('fetchExplorerLogs', () => {
  it('pages through 2,400 logs once each, in order, skipping logs of other wallets', async () => {
    // 3 logs in each of 800 blocks: query boundaries fall inside a block.
    const logs = Array.from({ length: 800 }, (_, b) => [0, 1, 2].map((i) => log(100 + b, i))).flat();
    api = await startMockExplorer({ data: { logs: [...logs, log(150, 7, `0x${'0'.repeat(24)}${'cd'.repeat(20)}`)] } });
    const pages = await collect(100);
    const got = pages.flatMap((p) => p.logs.map((l) => `${l.blockNumber}:${l.logIndex}`));
    expect(got).toEqual(logs.map((l) => `${Number(l.blockNumber)}:${l.logIndex === '0x' ? 0 : Number(l.logIndex)}`));
    expect(pages.map((p) => p.done)).toEqual([false, false, true]);
    expect(pages.at(-1)?.nextFromBlock).toBe(900);
    expect(pages[0]?.logs[0]).toMatchObject({
      logIndex: 0,
      transactionIndex: 0,
      timeStamp: 1_700_000_100,
      topics: [TOPIC0, `0x${'22'.repeat(32)}`, WALLET_TOPIC],
    });
  });

  it('asks with the topics joined by "and", and starts at the cursor when nothing is new', async () => {
    expect(logQuery({ address: ROUTER, topics: { 0: TOPIC0, 3: WALLET_TOPIC } }, 5, 'latest')).toEqual({
      module: 'logs',
      action: 'getLogs',
      address: ROUTER,
      fromBlock: 5,
      toBlock: 'latest',
      page: 1,
      offset: 1000,
      topic0: TOPIC0,
      topic3: WALLET_TOPIC,
      topic0_3_opr: 'and',
    });
    api = await startMockExplorer({ data: { logs: [log(10, 0)] } });
    expect(await collect(11)).toEqual([{ logs: [], nextFromBlock: 11, done: true }]);
  });

  it('refuses a block with more matching logs than one query holds', async () => {
    api = await startMockExplorer({ data: { logs: Array.from({ length: 1001 }, (_, i) => log(42, i)) } });
    await expect(collect(0)).rejects.toThrow(
      'Block 42 holds more than 1000 matching logs: the explorer API cannot page through it',
    );
  });
});

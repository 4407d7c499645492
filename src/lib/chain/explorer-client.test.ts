// The explorer client over real HTTP against the local server that follows the `account` contract.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockExplorer, type MockExplorer } from '../../../scripts/lib/mock-explorer.mjs';
import { fetchAccountHistory, type ExplorerPage } from './explorer-client';
import type { ExplorerConfig } from './explorer-request';
import type { ExplorerAction } from './explorer-schemas';
import type { Clock } from './token-bucket';
// The same account-module rows the explorer source's tests use.
import { OTHER, TOKEN, WALLET, hashOf, txRow } from './explorer-rows.testing';

/** A virtual clock: sleeping advances time at once and is recorded, so backoff costs no real time. */
function virtualClock(): Clock & { sleeps: number[] } {
  let time = 0;
  const sleeps: number[] = [];
  return { sleeps, now: () => time, sleep: async (ms) => void (sleeps.push(ms), (time += ms)) };
}

async function collect<A extends ExplorerAction>(pages: AsyncGenerator<ExplorerPage<A>>): Promise<ExplorerPage<A>[]> {
  const all: ExplorerPage<A>[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

let explorer: MockExplorer;
let clock: ReturnType<typeof virtualClock>;
let config: ExplorerConfig;
beforeAll(async () => {
  explorer = await startMockExplorer({ apiKey: 'KEY' });
});
afterAll(() => explorer.stop());
beforeEach(() => {
  explorer.requests.length = 0;
  explorer.data.txlist = Array.from({ length: 25 }, (_, i) => txRow(i + 1, 100 + i));
  explorer.data.tokentx = [];
  explorer.data.txlistinternal = [];
  clock = virtualClock();
  config = { apiUrl: explorer.url, apiKey: 'KEY', chainId: 1, pageSize: 10, clock };
});

describe('fetchAccountHistory', () => {
  it('pages through the history in ascending order with typed rows', async () => {
    const pages = await collect(fetchAccountHistory(config, WALLET, 'txlist', 0));
    expect(pages.map((p) => [p.rows.length, p.nextFromBlock, p.done])).toEqual([
      [10, 109, false],
      [10, 119, false],
      [5, 125, true],
    ]);
    expect(pages[0]!.rows[0]).toEqual({
      hash: hashOf(1),
      blockNumber: 100,
      timeStamp: 1_700_001_200,
      from: WALLET,
      to: OTHER,
      value: 10n ** 18n,
      gas: 21000n,
      gasPrice: 10n ** 9n,
      gasUsed: 21000n,
      isError: false,
      txreceipt_status: 'success',
      input: '0x',
      contractAddress: null,
      nonce: 1,
    });
    expect(explorer.requests.map((r) => r.params)).toEqual(
      [1, 2, 3].map((page) => ({
        module: 'account',
        action: 'txlist',
        address: WALLET,
        startblock: '0',
        page: String(page),
        offset: '10',
        sort: 'asc',
        apikey: 'KEY',
      })),
    );
  });

  it('honours the block range and resumes from a stored cursor', async () => {
    const first = await collect(fetchAccountHistory(config, WALLET, 'txlist', 0, 104));
    expect(first.flatMap((p) => p.rows.map((r) => r.blockNumber))).toEqual([100, 101, 102, 103, 104]);
    expect(explorer.requests[0]!.params.endblock).toBe('104');
    const resumed = await collect(fetchAccountHistory(config, WALLET, 'txlist', first.at(-1)!.nextFromBlock));
    expect(resumed.flatMap((p) => p.rows.map((r) => r.blockNumber))).toEqual(
      Array.from({ length: 20 }, (_, i) => 105 + i),
    );
  });

  it('answers "No transactions found" with one empty last page', async () => {
    const pages = await collect(fetchAccountHistory(config, TOKEN, 'txlist', 500));
    expect(pages).toEqual([{ rows: [], nextFromBlock: 500, done: true }]);
  });

  it('restarts past the result window from the last block without duplicates or gaps', async () => {
    const small = await startMockExplorer({ maxWindow: 6 });
    try {
      // Three rows per block, so the window boundary falls inside a block.
      small.data.txlist = Array.from({ length: 20 }, (_, i) => txRow(i * 2 + 1, 10 + Math.floor(i / 3)));
      const pages = await collect(
        fetchAccountHistory(
          { ...config, apiUrl: small.url, apiKey: null, pageSize: 4, resultWindow: 6 },
          WALLET,
          'txlist',
          0,
        ),
      );
      const hashes = pages.flatMap((p) => p.rows.map((r) => r.hash));
      expect(hashes).toEqual(small.data.txlist.map((r) => r.hash));
      expect(small.requests.every((r) => Number(r.params.page) * Number(r.params.offset) <= 6)).toBe(true);
      expect(new Set(small.requests.map((r) => r.params.startblock)).size).toBeGreaterThan(1);
    } finally {
      await small.stop();
    }
  });

  it('types token transfers and internal transactions (Blockscout field names too)', async () => {
    explorer.data.tokentx = [
      {
        ...txRow(1, 7),
        contractAddress: TOKEN,
        tokenName: 'USD Coin',
        tokenSymbol: 'USDC',
        tokenDecimal: '6',
        logIndex: '3',
        value: '2500000',
        input: 'deprecated',
      },
    ];
    explorer.data.txlistinternal = [
      {
        blockNumber: '8',
        timeStamp: '1700000096',
        transactionHash: hashOf(9),
        from: OTHER,
        to: WALLET,
        value: '5',
        contractAddress: '',
        input: '',
        type: 'call',
        gas: '0',
        gasUsed: '0',
        index: '2',
        isError: '0',
        errCode: '',
      },
    ];
    const [tokens] = await collect(fetchAccountHistory(config, WALLET, 'tokentx', 0));
    expect(tokens!.rows[0]).toMatchObject({
      contractAddress: TOKEN,
      tokenSymbol: 'USDC',
      tokenDecimal: 6,
      logIndex: 3,
      value: 2_500_000n,
      input: null,
    });
    const [internal] = await collect(fetchAccountHistory(config, WALLET, 'txlistinternal', 0));
    expect(internal!.rows[0]).toMatchObject({
      hash: hashOf(9),
      traceId: '2',
      to: WALLET,
      value: 5n,
      isError: false,
      type: 'call',
    });
  });

  it('refuses an invalid row, naming the field', async () => {
    explorer.data.txlist = [txRow(1, 5, { value: '-1' })];
    await expect(collect(fetchAccountHistory(config, WALLET, 'txlist', 0))).rejects.toMatchObject({
      reason: 'The explorer API sent an invalid txlist row (1, value): Expected a decimal number',
    });
  });
});

describe('rate limits', () => {
  it('sends at most 3 requests a second to one endpoint', async () => {
    await collect(fetchAccountHistory(config, WALLET, 'txlist', 0));
    expect(clock.sleeps).toEqual([334, 334]);
  });

  it.each(['http', 'status'] as const)(
    'backs off exponentially on rate limiting (%s) and then succeeds',
    async (mode) => {
      explorer.failNext(3, mode);
      const pages = await collect(fetchAccountHistory(config, WALLET, 'txlist', 0, 101));
      expect(pages[0]!.rows).toHaveLength(2);
      expect(clock.sleeps).toEqual([1000, 2000, 4000]);
      expect(explorer.requests).toHaveLength(4);
    },
  );

  it('gives up after 5 tries with the reason in words', async () => {
    explorer.failNext(5, 'http');
    await expect(collect(fetchAccountHistory(config, WALLET, 'txlist', 0))).rejects.toMatchObject({
      kind: 'http',
      reason:
        'The explorer API still refused after 5 tries (HTTP 429 (too many requests)): add an API key or try again later',
    });
    expect(explorer.requests).toHaveLength(5);
  });

  it('passes an invalid key message through', async () => {
    await expect(
      collect(fetchAccountHistory({ ...config, apiKey: 'WRONG' }, WALLET, 'txlist', 0)),
    ).rejects.toMatchObject({
      reason: 'The explorer API refused the request: Invalid API Key',
    });
  });
});

describe("Etherscan's multichain URL", () => {
  it('adds chainid', async () => {
    const v2 = await startMockExplorer({ chainId: 8453 });
    try {
      const pages = await collect(
        fetchAccountHistory(
          { apiUrl: `http://127.0.0.1:${v2.port}/v2/api`, chainId: 8453, clock },
          WALLET,
          'txlist',
          0,
        ),
      );
      expect(pages).toHaveLength(1);
      expect(v2.requests[0]!.params.chainid).toBe('8453');
    } finally {
      await v2.stop();
    }
  });
});

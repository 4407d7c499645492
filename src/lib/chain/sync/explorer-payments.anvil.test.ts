// PaymentRouter payments on a network read through an explorer API (every public network has one
// by default): real payments on anvil, their logs served by the mock explorer in the published
// getLogs format, the receipts (Transfer check) from anvil. Payments to and from our wallet are
// recorded once, strangers' are not, a later payment arrives live, and the cursors say so.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { rpc } from '../../../../scripts/lib/anvil.mjs';
import { startMockExplorer, type ExplorerApiLog } from '../../../../scripts/lib/mock-explorer.mjs';
import { deployToken, mintToken } from '../../../../tests/fixtures/chain-actions';
import { deployRouter, payEthVia, payTokenVia } from '../../../../tests/fixtures/payment-actions';
import { syncOnAnvil, until } from '../../../../tests/fixtures/sync-on-anvil';
import { httpReader } from '@/lib/chain/rpc-client';
import type { Clock } from '@/lib/chain/token-bucket';
import { followExplorer } from './explorer-follower';

const chain = syncOnAnvil('explorer-payments');
const REF = `0x${'c3'.repeat(32)}`;
const hex = (n: number) => (n === 0 ? '0x' : `0x${n.toString(16)}`); // Etherscan writes 0 as "0x"

/** The router's logs as an Etherscan-compatible getLogs answers them (one without its block hash). */
async function explorerLogs(router: string, withoutBlockHash: string | null): Promise<ExplorerApiLog[]> {
  const logs = (await rpc(chain.anvil.rpcUrl, 'eth_getLogs', [
    { address: router, fromBlock: '0x0', toBlock: 'latest' },
  ])) as {
    address: string;
    topics: string[];
    data: string;
    blockNumber: string;
    blockHash: string;
    transactionHash: string;
    transactionIndex: string;
    logIndex: string;
  }[];
  return Promise.all(
    logs.map(async (log) => {
      const block = (await rpc(chain.anvil.rpcUrl, 'eth_getBlockByNumber', [log.blockNumber, false])) as {
        timestamp: string;
      };
      const row: ExplorerApiLog = {
        ...log,
        timeStamp: block.timestamp,
        transactionIndex: hex(Number(log.transactionIndex)),
        logIndex: hex(Number(log.logIndex)),
        gasPrice: '0x1',
        gasUsed: '0x1',
      };
      if (log.transactionHash === withoutBlockHash) delete row.blockHash;
      return row;
    }),
  );
}

/** The rate limit sleeps on virtual time: no real waiting. */
function virtualClock(): Clock {
  let time = 0;
  return { now: () => time, sleep: async (ms) => void (time += ms) };
}

describe('router payments through an explorer API', { timeout: 30_000 }, () => {
  it('records payments naming our wallet from getLogs, checks token transfers on the receipt, and follows live', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, client, stranger] = accounts as [string, string, string];
    const router = getAddress(await deployRouter(anvil.rpcUrl, accounts[9] as string));
    const token = getAddress(await deployToken(anvil.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
    await mintToken(anvil.rpcUrl, token, client, client, 10_000_000n);
    await mintToken(anvil.rpcUrl, token, client, me, 10_000_000n);
    await chain.recordRouter(router);
    const tokenIn = await payTokenVia(anvil.rpcUrl, router, token, client, REF, me, 2_500_000n);
    const ethIn = await payEthVia(anvil.rpcUrl, router, client, REF, me, 7n);
    const tokenOut = await payTokenVia(anvil.rpcUrl, router, token, me, REF, stranger, 5n);
    await payEthVia(anvil.rpcUrl, router, client, REF, stranger, 9n); // neither side ours

    const api = await startMockExplorer({ data: { logs: await explorerLogs(router, ethIn) } });
    const controller = new AbortController();
    try {
      void followExplorer({
        db,
        explorer: { apiUrl: api.url, chainId: 31337, clock: virtualClock() },
        reader: httpReader(anvil.rpcUrl, 31337),
        chainId: 31337,
        wallets: [me],
        nativeSymbol: 'ETH',
        nativeDecimals: 18,
        pollMs: 20,
        tokens: null,
        now: () => new Date(),
        signal: controller.signal,
      });
      await until(async () =>
        expect((await db.payments.toArray()).map((p) => p.hash).sort()).toEqual([tokenIn, ethIn, tokenOut].sort()),
      );
      const rows = Object.fromEntries((await db.payments.toArray()).map((row) => [row.hash, row]));
      expect(rows[tokenIn]).toMatchObject({
        reference: REF,
        payer: client,
        payee: me,
        token,
        units: '2500000',
        transferChecked: true,
        direction: 'in',
        router,
      });
      // The explorer left out this log's block hash: it comes from the receipt.
      const receipt = (await rpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [ethIn])) as { blockHash: string };
      expect(rows[ethIn]).toMatchObject({
        payer: client,
        payee: me,
        token: null,
        units: '7',
        transferChecked: true,
        direction: 'in',
        blockHash: receipt.blockHash.toLowerCase(),
      });
      expect(rows[tokenOut]).toMatchObject({ payer: me, payee: stranger, direction: 'out', transferChecked: true });
      const block = (await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
      expect(Date.parse(rows[tokenIn]?.time ?? '')).toBeLessThanOrEqual(Number(BigInt(block.timestamp)) * 1000);
      // The two queries: our wallet as payee (topic 3) and as payer (topic 2), both with the Payment topic.
      const queries = api.requests
        .filter((r) => r.params.module === 'logs')
        .map((r) => [r.params.topic0_3_opr ?? r.params.topic0_2_opr, r.params.topic3 ?? r.params.topic2]);
      expect(new Set(queries.map((q) => q.join()))).toEqual(
        new Set([`and,0x${'0'.repeat(24)}${me.slice(2).toLowerCase()}`]),
      );

      // Live: a new payment, once the explorer lists it.
      const later = await payEthVia(anvil.rpcUrl, router, client, REF, me, 11n);
      api.data.logs.push(...(await explorerLogs(router, null)).filter((log) => log.transactionHash === later));
      await until(async () => expect((await db.payments.get(`31337:${later}:0`))?.units).toBe('11'));
      await until(async () =>
        expect(
          (await db.syncCursors.toArray()).filter((c) => c.source.startsWith('explorer-payments')).map((c) => c.state),
        ).toEqual(['live', 'live']),
      );
    } finally {
      controller.abort();
      await api.stop();
    }
  });

  it('asks nothing while the network has no router, and reads from the first block once one is recorded', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, client] = accounts as [string, string];
    const router = getAddress(await deployRouter(anvil.rpcUrl, accounts[9] as string));
    const paid = await payEthVia(anvil.rpcUrl, router, client, REF, me, 3n);
    const api = await startMockExplorer({ data: { logs: await explorerLogs(router, null) } });
    const controller = new AbortController();
    try {
      // Followed as mainnet (chain 1), which has no router in the deployments file, with no RPC: an
      // ETH payment with its block hash needs no receipt.
      void followExplorer({
        db,
        explorer: { apiUrl: api.url, chainId: 1, clock: virtualClock() },
        reader: null,
        chainId: 1,
        wallets: [me],
        nativeSymbol: 'ETH',
        nativeDecimals: 18,
        pollMs: 20,
        tokens: null,
        now: () => new Date(),
        signal: controller.signal,
      });
      await until(async () =>
        expect(
          (await db.syncCursors.toArray())
            .filter((c) => c.source.startsWith('explorer-payments'))
            .map((c) => [c.state, c.block]),
        ).toEqual([
          ['live', -1],
          ['live', -1],
        ]),
      );
      expect(api.requests.filter((r) => r.params.module === 'logs')).toEqual([]);
      await chain.recordRouter(router, 1);
      await vi.waitFor(
        async () => expect((await db.payments.toArray()).map((p) => [p.id, p.units])).toEqual([[`1:${paid}:0`, '3']]),
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      controller.abort();
      await api.stop();
    }
  });
});

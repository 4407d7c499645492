// Explorer-mode balances: the engine records chainBalances on explorer networks too, read from the
// network's RPC (here anvil) at the highest block the explorer's history reached, not at the head.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/primitives/days';
import { rpc } from '../../../../scripts/lib/anvil.mjs';
import { startMockExplorer } from '../../../../scripts/lib/mock-explorer.mjs';
import { sendEth } from '../../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../../tests/fixtures/sync-on-anvil';
import { chainBalanceId } from '@/lib/db/entities/chain-balance';
import { openingBalanceId } from '@/lib/db/entities/opening-balance';
import type { SyncCursor } from '@/lib/db/entities/sync-cursor';
import { httpReader } from '@/lib/chain/rpc-client';
import type { Clock } from '@/lib/chain/token-bucket';
import { WALLET, txRow } from '@/lib/chain/explorer-rows.testing';
import { explorerBalanceBlock } from './explorer-balances';
import { followExplorer } from './explorer-follower';

const chain = syncOnAnvil('explorer-balances');
const ETH = 10n ** 18n;
const ME = getAddress(WALLET);
const clock: Clock = { now: () => 0, sleep: async () => undefined };

const cursor = (source: SyncCursor['source'], block: number, state: SyncCursor['state'] = 'live'): SyncCursor => ({
  id: source,
  chainId: 1,
  wallet: ME,
  source,
  block,
  head: 100,
  state,
  reason: null,
  updatedAt: '2024-05-01T00:00:00.000Z',
});
const HISTORY = ['explorer-txlist', 'explorer-tokentx', 'explorer-internal'] as const;

describe('explorerBalanceBlock', () => {
  it('is the highest block the history sources reached once all are live, else the head or nothing', () => {
    const live = [cursor('explorer-txlist', 40), cursor('explorer-tokentx', 55), cursor('explorer-internal', -1)];
    expect(explorerBalanceBlock(live, ME, HISTORY, 100)).toBe(55);
    // A router payment cursor is not history: it does not move the block.
    expect(explorerBalanceBlock([...live, cursor('explorer-payments-in', 90)], ME, HISTORY, 100)).toBe(55);
    expect(explorerBalanceBlock([cursor('explorer-txlist', -1)], ME, HISTORY, 100)).toBe(100);
    expect(explorerBalanceBlock([cursor('explorer-txlist', 40, 'catching-up')], ME, HISTORY, 100)).toBeNull();
    expect(explorerBalanceBlock([], ME, HISTORY, 100)).toBeNull();
  });
});

describe('balances on an explorer network', { timeout: 30_000 }, () => {
  it('records the wallet balance at the block its explorer history is complete to', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const from = accounts[1] as string;
    for (let i = 0; i < 4; i += 1) await sendEth(anvil.rpcUrl, from, ME, ETH);
    const head = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    const listed = head - 1; // the explorer has indexed up to the block before the head
    const api = await startMockExplorer({ data: { txlist: [txRow(1, listed)] } });
    const controller = new AbortController();
    try {
      void followExplorer({
        db,
        explorer: { apiUrl: api.url, chainId: 31337, clock },
        reader: httpReader(anvil.rpcUrl, 31337),
        chainId: 31337,
        wallets: [ME],
        nativeSymbol: 'ETH',
        nativeDecimals: 18,
        pollMs: 20,
        tokens: null,
        now: () => new Date(),
        signal: controller.signal,
      });
      const id = chainBalanceId(31337, ME, 'native');
      await until(async () => expect(await db.chainBalances.get(id)).toBeDefined());
      const wei = (await rpc(anvil.rpcUrl, 'eth_getBalance', [ME, `0x${listed.toString(16)}`])) as string;
      expect(await db.chainBalances.get(id)).toMatchObject({ block: listed, units: BigInt(wei).toString() });
      // History from genesis: no opening to propose without a books start day.
      expect(await db.openingBalances.count()).toBe(0);
    } finally {
      controller.abort();
      await api.stop();
    }
  });

  it('proposes an opening at the last block before the books start day (none without one)', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const from = accounts[1] as string;
    await sendEth(anvil.rpcUrl, from, ME, ETH);
    const lastBefore = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    await rpc(anvil.rpcUrl, 'evm_increaseTime', [86_400]);
    await sendEth(anvil.rpcUrl, from, ME, ETH);
    const head = (await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
    const startDay = isoDay(Number(head.timestamp) * 1000);
    const api = await startMockExplorer({ data: { txlist: [] } });
    const controller = new AbortController();
    try {
      void followExplorer({
        db,
        explorer: { apiUrl: api.url, chainId: 31337, clock },
        reader: httpReader(anvil.rpcUrl, 31337),
        chainId: 31337,
        wallets: [ME],
        nativeSymbol: 'ETH',
        nativeDecimals: 18,
        pollMs: 20,
        tokens: null,
        now: () => new Date(),
        signal: controller.signal,
        booksStartOn: startDay,
      });
      const id = openingBalanceId(31337, ME, 'native');
      await until(async () => expect(await db.openingBalances.get(id)).toBeDefined());
      const wei = (await rpc(anvil.rpcUrl, 'eth_getBalance', [ME, `0x${lastBefore.toString(16)}`])) as string;
      expect(await db.openingBalances.get(id)).toMatchObject({
        block: lastBefore,
        units: BigInt(wei).toString(),
        status: 'proposed',
      });
    } finally {
      controller.abort();
      await api.stop();
    }
  });
});

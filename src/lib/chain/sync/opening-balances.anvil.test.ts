// Opening balances on a real anvil: a wallet tracked from a block after its history began opens at
// what it held there (ETH and the known tokens), proposed once and never overwritten; a chain read
// from genesis opens at the genesis allocation.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/primitives/days';
import { rpc } from '../../../../scripts/lib/anvil.mjs';
import { deployToken, mintToken, sendEth, transferToken } from '../../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../../tests/fixtures/sync-on-anvil';
import { knownTokenId } from '@/lib/db/entities/known-token';
import { openingBalanceId } from '@/lib/db/entities/opening-balance';
import { httpReader } from '@/lib/chain/rpc-client';
import { followChain } from './chain-follower';
import { tokenResolver } from './token-resolver';

const chain = syncOnAnvil('opening');
const ETH = 10n ** 18n;
const balanceAt = async (url: string, who: string, block: number) =>
  BigInt((await rpc(url, 'eth_getBalance', [who, `0x${block.toString(16)}`])) as string).toString();

describe('opening balances', { timeout: 30_000 }, () => {
  it('proposes what a wallet held at the block its tracking started, after earlier history', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [, other, me] = accounts as [string, string, string];
    // History before tracking: tokens and ETH received, some spent.
    const token = getAddress(await deployToken(anvil.rpcUrl, other, 'Test Dollar', 'TUSD', 6));
    await mintToken(anvil.rpcUrl, token, other, other, 5_000_000n);
    await transferToken(anvil.rpcUrl, token, other, me, 1_500_000n);
    await transferToken(anvil.rpcUrl, token, me, other, 250_000n);
    await sendEth(anvil.rpcUrl, other, me, 3n * ETH);
    await sendEth(anvil.rpcUrl, me, other, ETH);
    await db.knownTokens.add({
      id: knownTokenId(31337, token),
      chainId: 31337,
      address: token,
      symbol: 'TUSD',
      name: 'Test Dollar',
      decimals: 6,
      addedAt: new Date().toISOString(),
    });
    const start = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    const controller = new AbortController();
    const reader = httpReader(anvil.rpcUrl, 31337);
    const now = () => new Date();
    const run = followChain({
      db,
      reader,
      chainId: 31337,
      wallets: [me],
      nativeSymbol: 'ETH',
      nativeDecimals: 18,
      // As on a public network without an explorer: the wallet is followed from the current head.
      startBlock: (head) => head,
      pollMs: 50,
      tokens: tokenResolver(db, reader, now),
      now,
      signal: controller.signal,
    });
    try {
      const tusd = openingBalanceId(31337, me, token);
      await until(async () => expect(await db.openingBalances.get(tusd)).toBeDefined());
      expect(await db.openingBalances.get(openingBalanceId(31337, me, 'native'))).toMatchObject({
        block: start,
        units: await balanceAt(anvil.rpcUrl, me, start),
        chainUnits: await balanceAt(anvil.rpcUrl, me, start),
        status: 'proposed',
        entryId: null,
      });
      expect(await db.openingBalances.get(tusd)).toMatchObject({ units: '1250000', symbol: 'TUSD', block: start });

      // Activity after the start moves the balances, never the opening rows (they stay at the start block).
      await db.openingBalances.update(tusd, { status: 'rejected' });
      await sendEth(anvil.rpcUrl, me, other, ETH);
      const native = `31337:${me.toLowerCase()}:native`;
      await until(async () => expect((await db.chainBalances.get(native))?.block).toBe(start + 1));
      expect((await db.openingBalances.get(tusd))?.status).toBe('rejected');
      expect((await db.openingBalances.get(openingBalanceId(31337, me, 'native')))?.block).toBe(start);
    } finally {
      controller.abort();
      await run;
    }
  });

  it('opens a chain read from genesis at the genesis allocation', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const me = accounts[0] as string;
    await sendEth(anvil.rpcUrl, me, accounts[1] as string, ETH);
    chain.start();
    const id = openingBalanceId(31337, me, 'native');
    await until(async () => expect(await db.openingBalances.get(id)).toBeDefined());
    expect(await db.openingBalances.get(id)).toMatchObject({
      block: 0,
      units: await balanceAt(anvil.rpcUrl, me, 0),
      status: 'proposed',
    });
  });

  it('opens the books at the last block before their start day, replacing a proposal read elsewhere', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [, other, me] = accounts as [string, string, string];
    await sendEth(anvil.rpcUrl, other, me, 3n * ETH);
    const before = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    // Two days later (the chain's clock moved forward), more activity: after the books start.
    await rpc(anvil.rpcUrl, 'evm_increaseTime', [2 * 86_400]);
    await sendEth(anvil.rpcUrl, me, other, ETH);
    const after = (await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
    const startDay = isoDay(Number(after.timestamp) * 1000);
    // A proposal an earlier start (genesis) left, never posted: replaced by the one at the new start.
    await db.openingBalances.add({
      id: openingBalanceId(31337, me, 'native'),
      chainId: 31337,
      wallet: me,
      asset: 'native',
      symbol: 'ETH',
      decimals: 18,
      chainUnits: '1',
      units: '1',
      block: 0,
      blockHash: `0x${'00'.repeat(32)}`,
      date: '2020-01-01',
      status: 'proposed',
      entryId: null,
      decidedBy: null,
      updatedAt: new Date().toISOString(),
      revision: 1,
    });
    const controller = new AbortController();
    const reader = httpReader(anvil.rpcUrl, 31337);
    const now = () => new Date();
    const run = followChain({
      db,
      reader,
      chainId: 31337,
      wallets: [me],
      nativeSymbol: 'ETH',
      nativeDecimals: 18,
      startBlock: () => -1,
      pollMs: 50,
      tokens: tokenResolver(db, reader, now),
      now,
      signal: controller.signal,
      booksStartOn: startDay,
    });
    try {
      const id = openingBalanceId(31337, me, 'native');
      await until(async () => expect((await db.openingBalances.get(id))?.block).toBe(before));
      expect(await db.openingBalances.get(id)).toMatchObject({
        units: await balanceAt(anvil.rpcUrl, me, before),
        status: 'proposed',
      });
    } finally {
      controller.abort();
      await run;
    }
  });
});

// The engine records what each watched wallet holds at the block its cursors reached: the native
// balance and each known token's balanceOf, read at that block, and follows them as blocks arrive.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../scripts/lib/anvil.mjs';
import { deployToken, mintToken, sendEth, transferToken } from '../../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../../tests/fixtures/sync-on-anvil';
import { chainBalanceId } from '@/lib/db/entities/chain-balance';
import { httpReader } from '@/lib/chain/rpc-client';
import { getBlock } from '@/lib/chain/rpc-methods';
import { recordChainBalances } from './chain-balances';

const chain = syncOnAnvil('balances');
const ETH = 10n ** 18n;

describe('on-chain balances at the synced block', { timeout: 30_000 }, () => {
  it('records the native and token balances at the cursor block, and updates them live', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other] = accounts as [string, string];
    const token = getAddress(await deployToken(anvil.rpcUrl, other, 'Test Dollar', 'TUSD', 6));
    await mintToken(anvil.rpcUrl, token, other, other, 5_000_000n);
    await transferToken(anvil.rpcUrl, token, other, me, 1_234_567n);
    chain.start();
    const head = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    const native = chainBalanceId(31337, me, 'native');
    const tusd = chainBalanceId(31337, me, token);
    await until(async () => expect((await db.chainBalances.get(tusd))?.block).toBe(head));
    const wei = BigInt((await rpc(anvil.rpcUrl, 'eth_getBalance', [me, `0x${head.toString(16)}`])) as string);
    expect(await db.chainBalances.get(native)).toMatchObject({
      wallet: me,
      asset: 'native',
      symbol: 'ETH',
      decimals: 18,
      units: wei.toString(),
      block: head,
    });
    expect(await db.chainBalances.get(tusd)).toMatchObject({ symbol: 'TUSD', decimals: 6, units: '1234567' });
    const cursor = (await db.syncCursors.toArray())[0];
    expect(cursor?.block).toBe(head);

    // A payment out: the next block's balance is what the node says at that block.
    await sendEth(anvil.rpcUrl, me, other, 2n * ETH);
    const next = head + 1;
    await until(async () => expect((await db.chainBalances.get(native))?.block).toBe(next));
    const after = BigInt((await rpc(anvil.rpcUrl, 'eth_getBalance', [me, `0x${next.toString(16)}`])) as string);
    expect((await db.chainBalances.get(native))?.units).toBe(after.toString());
    expect(after).toBeLessThan(wei - 2n * ETH);
  });

  it('writes only the rows that changed (pages re-read on every write), not when a new session reads the same', async () => {
    const db = await chain.fresh();
    const [me, other] = chain.accounts as [string, string];
    const reader = httpReader(chain.anvil.rpcUrl, 31337);
    const target = async () => {
      const head = (await getBlock(reader, 'latest', false))!;
      const block = { number: head.number, hash: head.hash };
      return { chainId: 31337, wallets: [me, other], nativeSymbol: 'ETH', nativeDecimals: 18, block };
    };
    const written: string[] = [];
    db.chainBalances.hook('creating', (id) => void written.push(String(id)));
    db.chainBalances.hook('updating', (_changes, id) => void written.push(String(id)));
    const first = await target();
    await recordChainBalances(db, reader, first, '2026-01-01T00:00:00.000Z');
    expect(written).toHaveLength(2);
    // The same block again (a reload's first pass): nothing to write.
    await recordChainBalances(db, reader, first, '2026-01-02T00:00:00.000Z');
    expect(written).toHaveLength(2);
    expect((await db.chainBalances.get(chainBalanceId(31337, me, 'native')))?.updatedAt).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    // A new block: both rows carry the block they were read at.
    await rpc(chain.anvil.rpcUrl, 'evm_mine');
    await recordChainBalances(db, reader, await target(), '2026-01-03T00:00:00.000Z');
    expect(written).toHaveLength(4);
  });
});

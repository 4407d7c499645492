// Payment rates on anvil: the local ETH/USD feed at its recorded address, rounds pushed at 3,000
// then 2,500; payment rows at blocks before the feed existed, after the first round and after the
// second get no rate, 3,000 and 2,500 read at their block tags, with feed and round; a row moved to
// another block (a reorg) is read again.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../scripts/lib/anvil.mjs';
import { installPriceFeed, pushPrice } from '../../../tests/fixtures/price-feed-actions';
import { syncOnAnvil } from '../../../tests/fixtures/sync-on-anvil';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import { httpReader } from '@/lib/chain/rpc-client';
import { feedFor } from './feed-directory';
import { feedPriceAtBlock } from './price-at-block';
import { ratePayments } from './payment-rates';

const chain = syncOnAnvil('payment-rates');
const feed = feedFor('31337:native', 'USD')!;

async function head(): Promise<{ number: number; hash: string; time: string }> {
  const block = (await rpc(chain.anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
    number: string;
    hash: string;
    timestamp: string;
  };
  return {
    number: Number(block.number),
    hash: block.hash,
    time: new Date(Number(block.timestamp) * 1000).toISOString(),
  };
}

function paymentAt(n: number, block: { number: number; hash: string; time: string }): ChainPayment {
  return {
    id: `31337:0x${String(n).repeat(64)}:0`,
    chainId: 31337,
    hash: `0x${String(n).repeat(64)}`,
    logIndex: 0,
    blockNumber: block.number,
    blockHash: block.hash,
    time: block.time,
    router: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    reference: `0x${'ab'.repeat(32)}`,
    payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    payee: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    token: null,
    units: '1000000000000000000',
    transferChecked: true,
    direction: 'in',
    updatedAt: block.time,
  };
}

describe('payment rates on anvil', () => {
  it("writes each payment's block rate with the feed and round; none before the feed's first round", async () => {
    const db = await chain.fresh();
    const owner = chain.accounts[9] as string;
    await rpc(chain.anvil.rpcUrl, 'evm_mine');
    const before = await head();
    // The feed's first round comes a minute after that block (so the round search by time finds none either).
    await rpc(chain.anvil.rpcUrl, 'evm_increaseTime', [60]);
    await installPriceFeed(chain.anvil.rpcUrl, owner);
    await pushPrice(chain.anvil.rpcUrl, owner, '3000');
    const first = await head();
    // The second round a second later, as on a busy machine: the blocks' times differ.
    await rpc(chain.anvil.rpcUrl, 'evm_increaseTime', [1]);
    await pushPrice(chain.anvil.rpcUrl, owner, '2500');
    const second = await head();
    await db.payments.bulkPut([paymentAt(1, before), paymentAt(2, first), paymentAt(3, second)]);
    const options = {
      db,
      reader: httpReader(chain.anvil.rpcUrl, 31337),
      chainId: 31337,
      now: () => new Date(),
      signal: new AbortController().signal,
    };
    expect(await ratePayments(options)).toBe(2);
    const rows = await db.payments.orderBy('id').toArray();
    expect(rows[0]?.rates).toBeUndefined();
    expect(rows[1]?.rates).toEqual([
      {
        blockHash: first.hash,
        currency: 'USD',
        price: '3000',
        source: {
          kind: 'feed',
          feed: feed.address,
          round: String((1n << 64n) + 1n),
          updatedAt: expect.any(String) as string,
        },
        by: 'block',
      },
    ]);
    expect(rows[2]?.rates?.[0]).toMatchObject({ price: '2500', source: { round: String((1n << 64n) + 2n) } });
    // Nothing more to read; a row moved to another block is read again.
    expect(await ratePayments(options)).toBe(0);
    // As the scan rewrites it: the new block's number, hash and time. (With the first block's time
    // kept, the round the new block saw is dated after the payment, and the read rightly goes to the
    // search by time, which finds 3,000.)
    await db.payments.put({ ...rows[1]!, blockNumber: second.number, blockHash: second.hash, time: second.time });
    expect(await ratePayments(options)).toBe(1);
    expect((await db.payments.get(rows[1]!.id))?.rates?.[0]).toMatchObject({ price: '2500', blockHash: second.hash });
  });

  it('is missing (never 0) where no feed answers', async () => {
    await chain.fresh();
    const block = await head();
    expect(await feedPriceAtBlock(httpReader(chain.anvil.rpcUrl, 31337), feed, block.number, 0)).toBe('missing');
  });
});

// PriceFeed on anvil: answers AggregatorV3Interface as a Chainlink proxy does (round ids carry the
// phase in the top bits), refuses unknown rounds, and only its owner pushes rounds, in time order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceFeedAt, priceFeedFactory, type PriceFeedContract } from '@/lib/contracts/contracts';
import { deployed, eventsOf, expectRevert, mined, startChain, type Chain } from './helpers';

const PHASE_1 = 1n << 64n;

describe('PriceFeed', () => {
  let chain: Chain;
  let feed: PriceFeedContract;
  let address: string;

  beforeAll(async () => {
    chain = await startChain();
    feed = await deployed(priceFeedFactory(chain.accounts[0]!).deploy(8, 'ETH / USD', 3_000n * 10n ** 8n));
    address = await feed.getAddress();
  });
  afterAll(() => chain.stop());

  it('describes itself as the interface does: decimals, description, version', async () => {
    expect(await feed.decimals()).toBe(8n);
    expect(await feed.description()).toBe('ETH / USD');
    expect(await feed.version()).toBe(4n);
  });

  it('answers the seeded round as the latest, with a proxy round id in phase 1', async () => {
    const [roundId, answer, startedAt, updatedAt, answeredInRound] = await feed.latestRoundData();
    expect(roundId).toBe(PHASE_1 + 1n);
    expect(answer).toBe(300_000_000_000n);
    expect(updatedAt).toBeGreaterThan(0n);
    expect(startedAt).toBe(updatedAt);
    expect(answeredInRound).toBe(roundId);
  });

  it('keeps every round readable by id after new ones are pushed, and refuses rounds it never had', async () => {
    const block = await chain.provider.getBlock('latest');
    const receipt = await mined(feed.pushRoundAt(3_100n * 10n ** 8n, BigInt(block!.timestamp)));
    expect(eventsOf(receipt, feed, 'AnswerUpdated').map((args) => args[1])).toEqual([PHASE_1 + 2n]);
    await mined(feed.pushRound(3_200n * 10n ** 8n));
    expect((await feed.latestRoundData())[1]).toBe(320_000_000_000n);
    expect((await feed.getRoundData(PHASE_1 + 1n))[1]).toBe(300_000_000_000n);
    expect((await feed.getRoundData(PHASE_1 + 2n))[1]).toBe(310_000_000_000n);
    await expectRevert(feed.getRoundData(PHASE_1 + 4n), feed, 'NoDataPresent');
    await expectRevert(feed.getRoundData(2n * PHASE_1 + 1n), feed, 'NoDataPresent');
    await expectRevert(feed.getRoundData(1n), feed, 'NoDataPresent');
  });

  it('lets only the owner push, and only positive answers in time order', async () => {
    const stranger = priceFeedAt(address, chain.accounts[1]);
    await expectRevert(stranger.pushRound(1n), feed, 'NotOwner', [chain.accounts[1]!.address]);
    await expectRevert(feed.pushRound(0n), feed, 'NotAPrice', [0n]);
    await expectRevert(feed.pushRoundAt(1n, 1n), feed, 'TimeNotInOrder');
  });

  it('reverts latestRoundData before the first round', async () => {
    const empty = await deployed(priceFeedFactory(chain.accounts[0]!).deploy(8, 'TUSD / USD', 0n));
    await expectRevert(empty.latestRoundData(), empty, 'NoDataPresent');
    await expectRevert(
      priceFeedFactory(chain.accounts[0]!).deploy(8, 'A description far longer than thirty-two bytes', 0n),
      empty,
      'DescriptionTooLong',
    );
  });
});

// @ts-check
// Writes the local chain's daily price rounds (src/lib/price-feeds/local-history.ts) into the local
// PriceFeeds' storage with anvil_setStorageAt: a test chain's oracle history without a transaction
// from anyone (the deployer is the dev wallet, the company's own account, whose books must not
// carry hundreds of price pushes), and without a rule of the contract bent: rounds stay in time
// order, one a day. Run by deployAll on the local chain, on every start: a fresh feed gets
// FEED_HISTORY_DAYS of rounds up to today; a feed with a history gets the days since its latest.
import { AbiCoder, Interface, keccak256, toBeHex, zeroPadValue } from 'ethers';
import { localAnswer, missingRoundDays, roundTime, LOCAL_FEED_SEED } from '../../src/lib/price-feeds/local-history.ts';

// PriceFeed's storage (src/lib/contracts/sol/PriceFeed.sol; immutables take none):
// slot 0 `mapping(uint64 => Round) _rounds`, slot 1 `uint64 _latestRound`; a Round is
// { int256 answer; uint64 startedAt; uint64 updatedAt } in two slots (the times packed, startedAt low).
const ROUNDS_SLOT = 0n;
const LATEST_SLOT = 1n;
const FEED = new Interface([
  'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
  'function getRoundData(uint80) view returns (uint80, int256, uint256, uint256, uint80)',
]);
const BATCH = 500;

/** @param {bigint} value */
const word = (value) => zeroPadValue(toBeHex(value), 32);

/** The storage slot of round `id`'s answer (its times are in the next slot). @param {bigint} id */
export function roundSlot(id) {
  return BigInt(keccak256(AbiCoder.defaultAbiCoder().encode(['uint64', 'uint256'], [id, ROUNDS_SLOT])));
}

/**
 * JSON-RPC calls in batches; throws on the first error.
 * @param {string} rpcUrl
 * @param {{ method: string, params: unknown[] }[]} calls
 */
async function batch(rpcUrl, calls) {
  for (let i = 0; i < calls.length; i += BATCH) {
    const body = calls.slice(i, i + BATCH).map((call, n) => ({ jsonrpc: '2.0', id: i + n, ...call }));
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answers = /** @type {{ error?: { message: string } }[]} */ (await response.json());
    const failed = answers.find((answer) => answer.error);
    if (failed?.error) throw new Error(`writing the feed history: ${failed.error.message}`);
  }
}

/**
 * @param {string} rpcUrl
 * @param {string} method
 * @param {unknown[]} params
 */
async function call(rpcUrl, method, params) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = /** @type {{ result?: unknown, error?: { message: string } }} */ (await response.json());
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

/**
 * The feed's latest round id and time, or null when it has no history of its own yet (no round, or
 * only the one its constructor seeded: that one is written over).
 * @param {string} rpcUrl @param {string} address
 */
async function latestRound(rpcUrl, address) {
  const latest = BigInt(
    /** @type {string} */ (await call(rpcUrl, 'eth_getStorageAt', [address, word(LATEST_SLOT), 'latest'])),
  );
  if (latest <= 1n) return null;
  const data = /** @type {string} */ (
    await call(rpcUrl, 'eth_call', [{ to: address, data: FEED.encodeFunctionData('latestRoundData') }, 'latest'])
  );
  const [, , , updatedAt] = FEED.decodeFunctionResult('latestRoundData', data);
  return { id: latest, time: Number(updatedAt) };
}

/**
 * Tops up each feed's daily rounds to `now`. Pairs without a local history are left alone.
 * @param {{ rpcUrl: string, feeds: readonly { pair: string, address: string }[], now?: number, seed?: number }} options
 * @returns {Promise<Record<string, number>>} rounds written per pair
 */
export async function writeFeedHistory({ rpcUrl, feeds, now = Date.now(), seed = LOCAL_FEED_SEED }) {
  /** @type {Record<string, number>} */
  const written = {};
  for (const feed of feeds) {
    if (localAnswer(feed.pair, 0, seed) === null) continue;
    const latest = await latestRound(rpcUrl, feed.address);
    const days = missingRoundDays(Math.floor(now / 1000), latest?.time ?? null);
    let id = latest?.id ?? 0n;
    /** @type {{ method: string, params: unknown[] }[]} */
    const calls = [];
    for (const day of days) {
      id += 1n;
      const slot = roundSlot(id);
      const time = BigInt(roundTime(day));
      const answer = /** @type {bigint} */ (localAnswer(feed.pair, day, seed));
      calls.push(
        { method: 'anvil_setStorageAt', params: [feed.address, word(slot), word(answer)] },
        { method: 'anvil_setStorageAt', params: [feed.address, word(slot + 1n), word((time << 64n) | time)] },
      );
    }
    if (!calls.length) continue;
    calls.push({ method: 'anvil_setStorageAt', params: [feed.address, word(LATEST_SLOT), word(id)] });
    await batch(rpcUrl, calls);
    written[feed.pair] = days.length;
  }
  return written;
}

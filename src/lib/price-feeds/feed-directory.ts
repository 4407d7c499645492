// The price feeds Ledgerline reads, per network, in one place: on the local chain the feeds the
// deploy script recorded (`PriceFeed:<BASE>/<QUOTE>` in the deployments file; a base other than ETH
// is the test token recorded as `Token:<BASE>`), elsewhere Chainlink's
// feeds whose addresses were checked against Chainlink's own documentation (a pair nobody checked
// is left out rather than guessed). A feed prices one commodity of its network in its quote currency.
import { getAddress, isAddress } from 'ethers';
import deploymentsJson from '@/lib/contracts/deployments.json';
import { LOCAL_CHAIN_ID } from '@/config/chain';

export interface PriceFeedInfo {
  readonly chainId: number;
  /** The commodity it prices (`11155111:native`, or `<chainId>:<token address, lower case>`). */
  readonly commodity: string;
  /** `ETH/USD`. */
  readonly pair: string;
  /** The currency the answers are in (`USD`). */
  readonly quote: string;
  /** EIP-55. */
  readonly address: string;
  /** An answer older than this is stale (the feed's heartbeat, or DEFAULT_HEARTBEAT_SECONDS). */
  readonly heartbeatSeconds: number;
}

/**
 * The heartbeat assumed when none is stated for a feed: a day, the longest Chainlink lists for the
 * common pairs, so a price is marked stale only when no feed would have left it that old.
 */
export const DEFAULT_HEARTBEAT_SECONDS = 86_400;

/**
 * Chainlink's feeds on public networks. Sepolia ETH/USD: the address Chainlink's Data Feeds API
 * reference gives for AggregatorV3Interface on Sepolia. Add a pair only with such a source.
 */
const PUBLIC_FEEDS: readonly PriceFeedInfo[] = [
  {
    chainId: 11155111,
    commodity: '11155111:native',
    pair: 'ETH/USD',
    quote: 'USD',
    address: '0x694AA1769357215DE4FAC081bf1f309aDC325306',
    heartbeatSeconds: DEFAULT_HEARTBEAT_SECONDS,
  },
];

const FEED_KEY = /^PriceFeed:([A-Z0-9]{1,10})\/([A-Z]{3,5})$/;

/**
 * The commodity a local feed's base prices: ETH is the native currency; another symbol is the test
 * token the deploy script recorded beside it (`Token:<SYMBOL>`), or nothing when there is none.
 */
function localCommodity(chainId: number, base: string, contracts: Record<string, string>): string | null {
  if (base === 'ETH') return `${chainId}:native`;
  const token = contracts[`Token:${base}`];
  return token !== undefined && isAddress(token) ? `${chainId}:${token.toLowerCase()}` : null;
}

/** The feeds the deployments file records (the local chain's, from the deploy script). */
export function feedsInDeployments(deployments: Record<string, Record<string, string>>): PriceFeedInfo[] {
  const feeds: PriceFeedInfo[] = [];
  for (const [chainKey, contracts] of Object.entries(deployments)) {
    const chainId = Number(chainKey);
    for (const [key, address] of Object.entries(contracts)) {
      const match = FEED_KEY.exec(key);
      const commodity = match?.[1] ? localCommodity(chainId, match[1], contracts) : null;
      if (!match?.[1] || !match[2] || commodity === null || !isAddress(address)) continue;
      feeds.push({
        chainId,
        commodity,
        pair: `${match[1]}/${match[2]}`,
        quote: match[2],
        address: getAddress(address),
        heartbeatSeconds: DEFAULT_HEARTBEAT_SECONDS,
      });
    }
  }
  return feeds;
}

const ALL_FEEDS: readonly PriceFeedInfo[] = [
  ...feedsInDeployments(deploymentsJson as Record<string, Record<string, string>>),
  ...PUBLIC_FEEDS.filter((feed) => feed.chainId !== LOCAL_CHAIN_ID),
];

/** Every feed known on `chainId` (empty for a network without any). */
export function feedsOn(chainId: number): PriceFeedInfo[] {
  return ALL_FEEDS.filter((feed) => feed.chainId === chainId);
}

/** Every feed pricing `commodity`, in any quote currency. */
export function feedsFor(commodity: string): PriceFeedInfo[] {
  return ALL_FEEDS.filter((feed) => feed.commodity === commodity);
}

/** The feed pricing `commodity` in `quote`, if one is known. */
export function feedFor(commodity: string, quote: string): PriceFeedInfo | null {
  return ALL_FEEDS.find((feed) => feed.commodity === commodity && feed.quote === quote) ?? null;
}

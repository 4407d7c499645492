import { describe, expect, it } from 'vitest';
import { feedFor, feedsInDeployments, feedsOn } from './feed-directory';

describe('the feed directory', () => {
  it('reads the local feeds from the deployments file, pricing the native currency', () => {
    expect(
      feedsInDeployments({
        '31337': {
          Registry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          'PriceFeed:ETH/USD': '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9',
          'PriceFeed:TUSD/USD': '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
          'PriceFeed:ETH/usd': '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
        },
      }),
    ).toEqual([
      {
        chainId: 31337,
        commodity: '31337:native',
        pair: 'ETH/USD',
        quote: 'USD',
        address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
        heartbeatSeconds: 86_400,
      },
    ]);
  });

  it('prices a local test token through the token the deploy script recorded beside its feed', () => {
    expect(
      feedsInDeployments({
        '31337': {
          'PriceFeed:TUSD/USD': '0x5fc8d32690cc91d4c39d9d3abcbd16989f875707',
          'Token:TUSD': '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
        },
      }),
    ).toEqual([
      {
        chainId: 31337,
        commodity: '31337:0xdc64a140aa3e981100a9beca4e685f962f0cf6c9',
        pair: 'TUSD/USD',
        quote: 'USD',
        address: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
        heartbeatSeconds: 86_400,
      },
    ]);
  });

  it('knows the local ETH/USD, ETH/GBP, ETH/EUR and TUSD/USD feeds and the checked public ones, and nothing it was not told', () => {
    expect(feedFor('31337:native', 'USD')?.address).toBe('0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9');
    expect(feedFor('31337:0xdc64a140aa3e981100a9beca4e685f962f0cf6c9', 'USD')?.address).toBe(
      '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
    );
    expect(feedFor('11155111:native', 'USD')?.address).toBe('0x694AA1769357215DE4FAC081bf1f309aDC325306');
    expect(feedFor('31337:native', 'GBP')?.address).toBe('0xa513E6E4b8f2a923D98304ec87F64353C4D5C853');
    expect(feedFor('31337:native', 'EUR')?.address).toBe('0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6');
    expect(feedFor('31337:native', 'JPY')).toBeNull();
    expect(feedFor('11155111:native', 'GBP')).toBeNull();
    expect(feedsOn(8453)).toEqual([]);
  });
});

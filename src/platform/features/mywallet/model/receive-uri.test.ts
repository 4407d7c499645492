import { describe, expect, it } from 'vitest';
import { parseEip681 } from '@/lib/formats/eip681';
import { receiveUri, RECEIVE_MESSAGES } from './receive-uri';
import { ACCOUNT, ETH, USDT } from './test-assets.testing';

describe('receiveUri', () => {
  it('builds a plain native link, with or without an amount in wei', () => {
    expect(receiveUri(ACCOUNT, ETH, '')).toEqual({ ok: true, uri: `ethereum:${ACCOUNT}@31337` });
    expect(receiveUri(ACCOUNT, ETH, '0.25', 'en-US')).toEqual({
      ok: true,
      uri: `ethereum:${ACCOUNT}@31337?value=250000000000000000`,
    });
  });

  it("builds a token transfer link in the token's units, which parses back", () => {
    const result = receiveUri(ACCOUNT, USDT, '12.5', 'en-US');
    expect(result).toEqual({
      ok: true,
      uri: `ethereum:${USDT.address}@31337/transfer?address=${ACCOUNT}&uint256=12500000`,
    });
    if (result.ok)
      expect(parseEip681(result.uri)).toEqual({
        ok: true,
        request: { kind: 'erc20', token: USDT.address, chainId: 31337, to: ACCOUNT, units: 12_500_000n },
      });
  });

  it('says why no link can be made', () => {
    expect(receiveUri(ACCOUNT, USDT, '')).toEqual({ ok: false, error: RECEIVE_MESSAGES.tokenNeedsAmount('USDT') });
    expect(receiveUri(ACCOUNT, USDT, '0.0000001', 'en-US')).toMatchObject({
      ok: false,
      error: expect.stringContaining('6 decimals'),
    });
  });
});

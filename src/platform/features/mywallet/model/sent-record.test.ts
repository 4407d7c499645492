import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { sendCall, sentDescription, sentTransactionFor, TRANSFER_SELECTOR } from './sent-record';
import { ACCOUNT, ETH, OTHER, USDT } from './test-assets.testing';

const HASH = `0x${'12'.repeat(32)}`;

describe('sentTransactionFor', () => {
  it('records a native send as a transfer out with its value', () => {
    const sent = sentTransactionFor({
      request: { asset: ETH, to: OTHER, units: 5n },
      from: ACCOUNT,
      hash: HASH,
      nonce: 3,
      native: ETH,
    });
    expect(sent).toMatchObject({
      chainId: 31337,
      to: OTHER,
      value: 5n,
      kind: 'transfer',
      direction: 'out',
      counterparty: OTHER,
      nonce: 3,
      selector: null,
      decoded: null,
      nativeSymbol: 'ETH',
    });
  });

  it('records a token send as a transfer() call on the token, value 0, the recipient as counterparty', () => {
    const sent = sentTransactionFor({
      request: { asset: USDT, to: OTHER, units: 7n },
      from: ACCOUNT,
      hash: HASH,
      nonce: null,
      native: ETH,
    });
    expect(sent).toMatchObject({
      to: USDT.address,
      value: 0n,
      kind: 'call',
      decoded: { method: 'transfer' },
      selector: TRANSFER_SELECTOR,
      counterparty: OTHER,
      direction: 'out',
    });
  });

  it('calls a send to oneself own, with no counterparty', () => {
    const sent = sentTransactionFor({
      request: { asset: ETH, to: ACCOUNT, units: 1n },
      from: ACCOUNT,
      hash: HASH,
      nonce: 0,
      native: ETH,
    });
    expect(sent).toMatchObject({ direction: 'own', counterparty: null });
  });
});

describe('sendCall', () => {
  it('encodes transfer(to, units) with the standard selector', () => {
    const call = sendCall({ asset: USDT, to: OTHER, units: 7n });
    expect(call.data?.startsWith(TRANSFER_SELECTOR)).toBe(true);
    const decoded = new Interface(['function transfer(address,uint256)']).decodeFunctionData(
      'transfer',
      call.data ?? '0x',
    );
    expect([decoded[0], decoded[1]]).toEqual([OTHER, 7n]);
  });
  it('describes the send with the full address', () => {
    expect(sentDescription({ asset: USDT, to: OTHER, units: 1_500_000n }, 'en-US')).toBe(
      `Sent 1.5\u00a0USDT to ${OTHER}`,
    );
  });
});

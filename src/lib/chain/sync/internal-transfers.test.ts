// The internal-transfer decoder on call traces recorded from anvil (fixtures/anvil-call-traces.json:
// a payEth through the PaymentRouter and a distributeEth through the Distributor).
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import recorded from './fixtures/anvil-call-traces.json';
import { decodeCall } from './decode-call';
import { callTraceSchema, internalRow, internalTransfers, withPayment, type CallTrace } from './internal-transfers';
import type { RowContext } from './tx-rows';

const ME = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const CLIENT = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const OTHER = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906');
const ctx: RowContext = {
  chainId: 31337,
  watched: new Set([ME]),
  nativeSymbol: 'ETH',
  nativeDecimals: 18,
  source: 'scan',
  now: '2026-01-01T00:00:00.000Z',
};
const trace = (raw: unknown): CallTrace => callTraceSchema.parse(raw);

describe('internalTransfers on recorded anvil traces', () => {
  it('finds the ETH the router forwards to the payee inside payEth, keyed like an explorer’s trace id', () => {
    expect(internalTransfers(trace(recorded.payEth.trace))).toEqual([
      { key: '0', from: getAddress(recorded.router), to: ME, value: 2n * 10n ** 18n },
    ]);
  });

  it('finds every share a distribution pays out', () => {
    expect(internalTransfers(trace(recorded.distributeEth.trace))).toEqual([
      { key: '0', from: getAddress(recorded.distributor), to: ME, value: 2n },
      { key: '1', from: getAddress(recorded.distributor), to: OTHER, value: 3n },
    ]);
  });

  it('skips reverted calls with everything below them, delegate calls and zero values', () => {
    const t: CallTrace = {
      type: 'CALL',
      from: CLIENT,
      to: ME,
      value: '0x5',
      calls: [
        { type: 'CALL', from: ME, to: OTHER, value: '0x1', error: 'execution reverted', calls: [] },
        { type: 'DELEGATECALL', from: ME, to: OTHER, value: '0x5' },
        {
          type: 'CALL',
          from: ME,
          to: OTHER,
          value: '0x0',
          calls: [{ type: 'CALL', from: OTHER, to: CLIENT, value: '0x2' }],
        },
      ],
    };
    expect(internalTransfers(t)).toEqual([{ key: '2_0', from: OTHER, to: CLIENT, value: 2n }]);
  });

  it('refuses a trace that is not one', () => {
    expect(callTraceSchema.safeParse({ type: 'CALL', from: 'nobody' }).success).toBe(false);
  });
});

describe('internalRow', () => {
  const outer = {
    hash: recorded.payEth.hash,
    from: CLIENT,
    blockNumber: 3,
    blockHash: `0x${'cd'.repeat(32)}`,
    time: 1_700_000_000,
    summary: decodeCall(recorded.router, recorded.payEth.trace.input),
  };

  it('is an incoming payment from the client who paid, in the outer transaction, with its reference', () => {
    const [forward] = internalTransfers(trace(recorded.payEth.trace));
    const row = internalRow(ctx, outer, forward ?? { key: '', from: '', to: '', value: 0n });
    expect(row).toMatchObject({
      id: `31337:${recorded.payEth.hash}:i0`,
      hash: recorded.payEth.hash,
      direction: 'in',
      from: getAddress(recorded.router),
      to: ME,
      counterparty: CLIENT,
      units: (2n * 10n ** 18n).toString(),
      fee: null,
      kind: 'payment',
      decoded: { method: 'payEth', paymentReference: `0x${'ab'.repeat(32)}`, payee: ME },
    });
  });

  it('gives no row for a transfer between strangers', () => {
    expect(internalRow(ctx, outer, { key: '1', from: CLIENT, to: OTHER, value: 1n })).toBeNull();
  });

  it('names an explorer’s internal row by the router Payment it belongs to', () => {
    const plain = internalRow(
      ctx,
      { ...outer, from: getAddress(recorded.router), summary: { kind: 'transfer', selector: null, decoded: null } },
      { key: '0', from: getAddress(recorded.router), to: ME, value: 7n },
    );
    if (!plain) throw new Error('expected a row');
    expect(plain.counterparty).toBe(getAddress(recorded.router));
    const payment = {
      hash: recorded.payEth.hash,
      router: getAddress(recorded.router),
      payer: CLIENT,
      payee: ME,
      token: null,
      units: '7',
      reference: `0x${'ab'.repeat(32)}`,
    };
    expect(withPayment(plain, [payment])).toMatchObject({
      counterparty: CLIENT,
      kind: 'payment',
      decoded: { method: 'payEth', paymentReference: payment.reference, payee: ME },
    });
    expect(withPayment(plain, [{ ...payment, units: '8' }])).toBe(plain);
  });
});

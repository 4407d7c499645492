import { describe, expect, it } from 'vitest';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import { withRouterPayments } from './payment-rows';
import { ME, OTHER, txRow } from './overview-rows.testing';

const payment = (over: Partial<ChainPayment>): ChainPayment => ({
  id: 'p',
  chainId: 31337,
  hash: `0x${'ab'.repeat(32)}`,
  logIndex: 3,
  blockNumber: 7,
  blockHash: `0x${'cd'.repeat(32)}`,
  time: '2026-03-10T00:00:00.000Z',
  router: OTHER,
  reference: `0x${'ef'.repeat(32)}`,
  payer: OTHER,
  payee: ME,
  token: null,
  units: '500',
  transferChecked: true,
  direction: 'in',
  updatedAt: '2026-03-10T00:00:00.000Z',
  ...over,
});
const eth = () => ({ symbol: 'ETH', decimals: 18 });

describe('router payments as rows', () => {
  it('adds an incoming row for a native router payment into our wallet', () => {
    const rows = withRouterPayments([], [payment({})], eth);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      direction: 'in',
      to: ME,
      asset: 'native',
      units: '500',
      status: 'confirmed',
      kind: 'payment',
    });
  });
  it('adds nothing for token payments (their Transfer is a row), outgoing ones (our send is), or one an explorer listed', () => {
    const internal = txRow({ id: `31337:0x${'ab'.repeat(32)}:i0`, hash: `0x${'ab'.repeat(32)}`, to: ME, units: '500' });
    expect(withRouterPayments([], [payment({ token: OTHER }), payment({ direction: 'out' })], eth)).toEqual([]);
    expect(withRouterPayments([internal], [payment({})], eth)).toEqual([internal]);
  });
});

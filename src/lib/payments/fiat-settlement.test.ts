import { describe, expect, it } from 'vitest';
import { ethPayment, FX_PAYEE, FX_REFERENCE } from './fiat.testing';
import { settleFiat, type FiatRecord } from './fiat-settlement';

const ETH = 10n ** 18n;
const record: FiatRecord = {
  id: 'fx1',
  reference: FX_REFERENCE,
  asset: { chainId: 31337, address: null },
  payee: FX_PAYEE,
  total: 300_000n, // 3,000.00 USD
  assetDecimals: 18,
  fiat: { currency: 'USD', tolerancePercent: '1' },
};
const ours = new Set([FX_PAYEE.toLowerCase()]);
const settleWith = (...payments: ReturnType<typeof ethPayment>[]) => settleFiat(record, payments, 'receivable', ours);

describe('settleFiat (value at the block rate, with the tolerance)', () => {
  it('is paid when the value at the block rate reaches the total', () => {
    const s = settleWith(ethPayment(1, (12n * ETH) / 10n, '2500'));
    expect(s).toMatchObject({ status: 'paid', paid: 300_000n, open: 0n, forgiven: 0n, currency: 'USD' });
    expect(s.valued.map((v) => v.value)).toEqual([300_000n]);
  });
  it('is paid within the tolerance, saying what it forgave', () => {
    const s = settleWith(ethPayment(1, (119n * ETH) / 100n, '2500')); // 2,975.00: 25.00 short of 3,000, 1% is 30.00
    expect(s).toMatchObject({ status: 'paid', paid: 297_500n, open: 0n, forgiven: 2_500n });
  });
  it('is partly paid under the tolerance, with the rest open in the invoice currency', () => {
    expect(settleWith(ethPayment(1, (118n * ETH) / 100n, '2500'))).toMatchObject({
      status: 'partially-paid',
      paid: 295_000n,
      open: 5_000n,
    });
    const two = settleWith(ethPayment(1, ETH / 2n, '3000'), ethPayment(2, (6n * ETH) / 10n, '2500'));
    expect(two).toMatchObject({ status: 'paid', paid: 300_000n, open: 0n });
  });
  it('flags an overpayment by value', () => {
    expect(settleWith(ethPayment(1, ETH, '3100'))).toMatchObject({ status: 'overpaid', overpaid: 10_000n });
  });
  it('counts a payment without a rate for nothing, listing it as awaiting its rate (never valued at 0)', () => {
    const s = settleWith(ethPayment(1, ETH, null));
    expect(s).toMatchObject({ status: 'unpaid', paid: 0n, open: 300_000n });
    expect(s.awaitingRate.map((p) => p.id)).toEqual(['p1']);
  });
  it('ignores a rate read for another block (the payment moved in a reorg)', () => {
    const moved = { ...ethPayment(1, ETH, '3000'), blockHash: `0x${'9'.repeat(64)}` };
    expect(settleWith(moved).awaitingRate).toHaveLength(1);
  });
  it('refuses what the matcher refuses (another payee)', () => {
    const other = { ...ethPayment(1, ETH, '3000'), payee: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' };
    expect(settleWith(other)).toMatchObject({ status: 'unpaid' });
    expect(settleWith(other).refused[0]?.reason).toBe('payee');
  });
});

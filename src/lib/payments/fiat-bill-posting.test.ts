import { describe, expect, it } from 'vitest';
import type { BillPayment } from '@/lib/db/entities/bill';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { checkBalanced } from '@/lib/ledger/entry';
import { paidByBill } from './bill-paid';
import { bookedPayable, fiatBillFxDrafts } from './fiat-bill-posting';
import { REALISED_FX_ACCOUNT } from './fiat-invoice-posting';
import { settleFiat } from './fiat-settlement';
import { ethPayment, FX_PAYEE, usdBill } from './fiat.testing';

const ETH = 10n ** 18n;
const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // the payer of fiat.testing's payments: ours here
const ours = new Set([PAYER.toLowerCase()]);

function fx(bill: ReturnType<typeof usdBill>, payments: ReturnType<typeof ethPayment>[]) {
  const fiat = bill.fiat!;
  const record = { ...bill, total: BigInt(bill.total), assetDecimals: 18, fiat };
  const settlement = settleFiat(record, payments, 'payable', ours);
  const drafts = fiatBillFxDrafts({ bill, valued: settlement.valued, settled: settlement.status === 'paid' });
  for (const draft of drafts) expect(checkBalanced(draft)).toEqual({ ok: true });
  return drafts.map((d) => d.postings.map((p) => [p.accountId, p.amount]));
}

describe('fiat bill posting (realised exchange difference on the payable)', () => {
  it('books the payable in the asset at the issue rate, and none without a rate', () => {
    // 3,000 USD at 3,000 USD/ETH: a payable of 1 ETH.
    expect(bookedPayable(usdBill(300_000n, '3000'))).toBe(ETH);
    expect(bookedPayable(usdBill(300_000n, null))).toBeNull();
  });
  it('posts a loss when more of the asset paid the bill than its payable, a gain when less', () => {
    // ETH fell to 2,500: the quote is 1.2 ETH; the rows posted Dr payable 1.2 ETH, the payable was 1 ETH.
    expect(fx(usdBill(300_000n, '3000'), [ethPayment(1, (12n * ETH) / 10n, '2500')])).toEqual([
      [
        [ACCOUNT_IDS.payable, -(2n * ETH) / 10n],
        [REALISED_FX_ACCOUNT, (2n * ETH) / 10n],
      ],
    ]);
    // ETH rose to 3,750: 0.8 ETH pays it; 0.2 ETH of the payable is a gain.
    expect(fx(usdBill(300_000n, '3000'), [ethPayment(1, (8n * ETH) / 10n, '3750')])).toEqual([
      [
        [ACCOUNT_IDS.payable, (2n * ETH) / 10n],
        [REALISED_FX_ACCOUNT, -(2n * ETH) / 10n],
      ],
    ]);
  });
  it('clears shares of the payable per payment and all of it within the tolerance; nothing for an unrated payment', () => {
    const drafts = fx(usdBill(300_000n, '3000'), [
      ethPayment(1, (6n * ETH) / 10n, '2500'), // 1,500 USD: half the payable (0.5 ETH)
      ethPayment(2, (59n * ETH) / 100n, '2500'), // 1,475 USD: 25 short, within 1%: the other 0.5 ETH
    ]);
    expect(drafts).toEqual([
      [
        [ACCOUNT_IDS.payable, -ETH / 10n],
        [REALISED_FX_ACCOUNT, ETH / 10n],
      ],
      [
        [ACCOUNT_IDS.payable, -(9n * ETH) / 100n],
        [REALISED_FX_ACCOUNT, (9n * ETH) / 100n],
      ],
    ]);
    expect(fx(usdBill(300_000n, '3000'), [ethPayment(1, ETH, null)])).toEqual([]);
    expect(fx(usdBill(300_000n, '3000'), [ethPayment(1, ETH, '3000')])).toEqual([]); // no difference, no entry
  });
  it('counts a fiat bill paid by its valued payments in the currency, pending while its payment awaits a rate', () => {
    const bill = usdBill(300_000n, '3000');
    const intent: BillPayment = {
      id: 'i',
      kind: 'single',
      chainId: 31337,
      hash: ethPayment(1, ETH, null).hash,
      from: PAYER,
      asset: bill.asset,
      items: [{ billId: bill.id, payee: FX_PAYEE, units: '1200000000000000000' }],
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    const run = (payment: ReturnType<typeof ethPayment>) =>
      paidByBill({
        bills: [bill],
        intents: [intent],
        txStatus: () => 'confirmed',
        chainPayments: [payment],
        ourWallets: ours,
      }).get(bill.id);
    expect(run(ethPayment(1, (12n * ETH) / 10n, '2500'))).toMatchObject({ paid: 300_000n, pending: 0n, forgiven: 0n });
    expect(run(ethPayment(1, (119n * ETH) / 100n, '2500'))).toMatchObject({ paid: 300_000n, forgiven: 2_500n });
    expect(run(ethPayment(1, (12n * ETH) / 10n, null))).toMatchObject({ paid: 0n, pending: 300_000n, awaitingRate: 1 });
  });
});

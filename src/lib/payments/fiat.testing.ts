// Test builders for fiat invoices and bills: a USD invoice or bill paid in ETH and payments carrying block rates.
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { PaymentRate } from '@/lib/db/entities/fiat-rate';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { FiatPostingInput } from './fiat-invoice-posting';
import type { FiatRate } from './fiat-quote';
import type { PaymentFact } from './match';

export const FX_PAYEE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const FX_REFERENCE = `0x${'cd'.repeat(32)}`;
export const FX_FEED = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

/** A rate of `price` USD per ETH read at block hash `blockHash`. */
export function usdRate(price: string, blockHash: string): PaymentRate {
  return {
    blockHash,
    currency: 'USD',
    price,
    source: { kind: 'feed', feed: FX_FEED, round: '2', updatedAt: '2026-03-05T09:00:00.000Z' },
    by: 'block',
  };
}

/** A current quote's rate of `price` USD per ETH from the feed (round 7), as the pay page and the bill dialog read it. */
export function usdQuoteRate(price: string): Extract<FiatRate, { kind: 'rate' }> {
  return {
    kind: 'rate',
    pair: 'ETH/USD',
    stale: false,
    rate: { price, source: { kind: 'feed', feed: FX_FEED, round: '7', updatedAt: '2026-03-05T09:00:00.000Z' } },
  };
}

/** An ETH payment of `wei` to the payee with the reference, valued at `price` (or without a rate). */
export function ethPayment(n: number, wei: bigint, price: string | null): PaymentFact {
  const blockHash = `0x${String(n).repeat(64)}`;
  return {
    id: `p${n}`,
    chainId: 31337,
    hash: `0x${String(n + 1).repeat(64)}`,
    logIndex: 0,
    time: `2026-03-0${n}T10:00:00.000Z`,
    reference: FX_REFERENCE,
    payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    payee: FX_PAYEE,
    token: null,
    units: wei.toString(),
    transferChecked: true,
    blockHash,
    rates: price === null ? [] : [usdRate(price, blockHash)],
  };
}

/** A sent USD invoice of `totalCents` (tax `taxCents`) paid in ETH, booked at `issuePrice`. */
export function usdInvoice(totalCents: bigint, issuePrice: string, taxCents = 0n): FiatPostingInput['invoice'] {
  return {
    id: 'fx1',
    number: 'INV-0042',
    state: 'sent',
    issueDate: '2026-03-01',
    payee: FX_PAYEE,
    incomeAccountId: ACCOUNT_IDS.sales,
    asset: { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' },
    total: totalCents.toString(),
    taxTotal: taxCents.toString(),
    fiat: {
      currency: 'USD',
      decimals: 2,
      tolerancePercent: '1',
      issueRate: {
        price: issuePrice,
        source: { kind: 'feed', feed: FX_FEED, round: '1', updatedAt: '2026-03-01T00:00:00.000Z' },
      },
    },
  };
}

/** An approved USD bill of `cents` paid in ETH, booked at `issuePrice` USD per ETH. */
export function usdBill(cents: bigint, issuePrice: string | null) {
  return sampleBill({
    id: 'fxb',
    billNumber: 'V-7',
    state: 'approved',
    total: cents.toString(),
    payee: FX_PAYEE,
    reference: FX_REFERENCE,
    fiat: {
      currency: 'USD',
      decimals: 2,
      tolerancePercent: '1',
      issueRate: issuePrice
        ? {
            price: issuePrice,
            source: { kind: 'feed', feed: FX_FEED, round: '1', updatedAt: '2026-03-01T00:00:00.000Z' },
          }
        : null,
    },
  });
}

/** A payment fact as the PaymentRouter follower stores it (block 10, the local router), `in` or `out`. */
export function storedPayment(fact: PaymentFact, direction: 'in' | 'out', updatedAt: string): ChainPayment {
  return {
    ...fact,
    blockNumber: 10,
    blockHash: fact.blockHash!,
    router: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    direction,
    updatedAt,
  };
}

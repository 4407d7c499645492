// A receivable or payable of a document in a fiat currency other than the company's is translated at
// each month end's rate, the cross rate of the two pairs of its asset (ETH/GBP ÷ ETH/USD), the
// difference on Unrealised FX gain/loss; in the company's own currency, or without both prices, it
// stays fixed; a stale quote price is named.
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ACCOUNT_IDS } from '../default-chart';
import { indexPrices } from '../prices';
import { TRANSLATION_ACCOUNT } from './accounts';
import { deriveBooks, type FunctionalBooks, type FunctionalOptions } from './books';
import { ETH, entry, eth, ethPrices, twoWallets } from './functional.testing';
import { baseIncomeStatement, baseTrialBalance } from './statements';
import { fiatDocumentRows, translatedValue } from './translation';
import { parseExact } from '../exact';

const { accounts, a } = twoWallets();
const balance = (books: FunctionalBooks, accountId: string, to: string, from?: string) =>
  minorToDecimal(baseTrialBalance(books, { from, to }).rows.find((r) => r.account.id === accountId)?.amount ?? 0n, 2);
const feed = (updatedAt: string) =>
  ({
    kind: 'feed',
    feed: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    round: '7',
    updatedAt,
    quote: 'USD',
    heartbeatSeconds: 86_400,
  }) as const;
const usd = (...days: [string, string][]) =>
  new Map([
    [
      'USD',
      indexPrices(days.map(([date, price]) => ({ commodity: ETH, date, price, source: feed(`${date}T12:00:00Z`) }))),
    ],
  ]);

// A USD invoice of $3,000 at 3,000 USD/ETH (1 ETH receivable) on 20 January, when ETH is £2,400; a
// USD bill of $1,500 (0.5 ETH payable) the same day. On 31 January ETH is £2,000 and $2,600.
const journal = [
  entry('2025-01-02', 'Capital', [eth(a, '1'), eth(ACCOUNT_IDS.ownerContributions, '-1')]),
  entry('2025-01-20', 'Invoice', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')], 'invoice:i1'),
  entry('2025-01-20', 'Bill', [eth(ACCOUNT_IDS.software, '0.5'), eth(ACCOUNT_IDS.payable, '-0.5')], 'bill:b1'),
  entry('2025-02-10', 'Paid', [eth(a, '1'), eth(ACCOUNT_IDS.receivable, '-1')], 'invoice:i1:pay'),
  entry('2025-02-11', 'Bill paid', [eth(ACCOUNT_IDS.payable, '0.5'), eth(a, '-0.5')], 'tx:31337:0xabc:native'),
];
const prices = ethPrices(['2025-01-02', '2400'], ['2025-01-31', '2000']);
const terms = { currency: 'USD', issueRate: '3000' };
const books = (over: Partial<FunctionalOptions> = {}) =>
  deriveBooks(journal, accounts, prices, {
    currency: 'GBP',
    method: 'fifo',
    policy: 'fair-value',
    measureThrough: '2025-02-28',
    fiatDocuments: new Map([
      ['invoice:i1', terms],
      ['bill:b1', terms],
    ]),
    quotePrices: usd(['2025-01-20', '3000'], ['2025-01-31', '2600']),
    paymentDocuments: new Map([['tx:31337:0xabc', [{ document: 'bill:b1', units: 5n * 10n ** 17n }]]]),
    ...over,
  });
const JAN = { from: '2025-01-01', to: '2025-01-31' } as const;

describe('fiat receivables and payables in another currency', () => {
  it('translates what is open at the month end cross rate; the difference is an unrealised FX line', () => {
    const fx = books();
    // Receivable: $3,000 × 2,000 ÷ 2,600 = £2,307.69 (booked £2,400); payable $1,500 → £1,153.85 (booked £1,200).
    expect(balance(fx, ACCOUNT_IDS.receivable, JAN.to)).toBe('2307.69');
    expect(balance(fx, ACCOUNT_IDS.payable, JAN.to)).toBe('-1153.85');
    // −£92.31 on the receivable, +£46.15 on the payable: a net loss of £46.16.
    expect(balance(fx, TRANSLATION_ACCOUNT, JAN.to, JAN.from)).toBe('46.16');
    const income = baseIncomeStatement(fx, JAN);
    expect(income.revenue.find((r) => r.account.id === TRANSLATION_ACCOUNT)?.amount).toBe(-4616n);
    // Settled in February (the bill's payment from the app tied to it): both control accounts read 0.
    expect(balance(fx, ACCOUNT_IDS.receivable, '2025-02-28')).toBe('0.00');
    expect(balance(fx, ACCOUNT_IDS.payable, '2025-02-28')).toBe('0.00');
    // The quote prices were fresh (the typed prices in GBP are named stale as before).
    expect(fx.stalePrices.filter((s) => s.quote)).toEqual([]);
  });

  it('without the payment tied to its bill, the payable would not settle', () => {
    expect(balance(books({ paymentDocuments: new Map() }), ACCOUNT_IDS.payable, '2025-02-28')).not.toBe('0.00');
  });

  it('stays fixed in the company currency, and without a quote price for the month end', () => {
    const gbp = books({ fiatDocuments: new Map([['invoice:i1', { currency: 'GBP', issueRate: '2400' }]]) });
    expect(balance(gbp, ACCOUNT_IDS.receivable, JAN.to)).toBe('2400.00');
    expect(balance(gbp, TRANSLATION_ACCOUNT, JAN.to, JAN.from)).toBe('0.00');
    const none = books({ quotePrices: new Map() });
    expect(balance(none, ACCOUNT_IDS.receivable, JAN.to)).toBe('2400.00');
  });

  it('names a stale quote price with its currency', () => {
    const stale = books({ quotePrices: usd(['2025-01-10', '2600']) });
    expect(balance(stale, ACCOUNT_IDS.receivable, JAN.to)).toBe('2307.69');
    expect(stale.stalePrices.filter((s) => s.quote)).toMatchObject([
      { commodity: ETH, quote: 'USD', priceDate: '2025-01-10', usedFor: '2025-01-31' },
    ]);
  });

  it('rounds once, half away from zero, a payable as a receivable', () => {
    const v = (q: bigint) => translatedValue(q, 18, parseExact('3000'), parseExact('2000'), parseExact('2600'), 2);
    expect(v(10n ** 18n)).toBe(230769n);
    expect(v(-(10n ** 18n) / 2n)).toBe(-115385n);
  });
});

describe('fiatDocumentRows', () => {
  it('lists fiat documents with an issue rate, and ties the app payments of bills to them', () => {
    const rate = (price: string) => ({ currency: 'USD', issueRate: { price } });
    const { documents, payments } = fiatDocumentRows(
      [{ id: 'i1', fiat: rate('3000') }, { id: 'i2', fiat: { currency: 'USD', issueRate: null } }, { id: 'i3' }],
      [{ id: 'b1', fiat: rate('2900') }, { id: 'b2' }],
      [
        { chainId: 31337, hash: '0xABC', items: [{ billId: 'b1', units: '5' }] },
        { chainId: 31337, hash: '0xdef', items: [{ billId: 'b2', units: '6' }] },
      ],
    );
    expect(documents).toEqual([
      { document: 'bill:b1', currency: 'USD', issueRate: '2900' },
      { document: 'invoice:i1', currency: 'USD', issueRate: '3000' },
    ]);
    expect(payments).toEqual([
      ['tx:31337:0xabc', 'bill:b1', '5'],
      ['tx:31337:0xdef', 'bill:b2', '6'],
    ]);
  });
});

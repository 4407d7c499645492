// A batch payment the app sent for several fiat bills in one transaction: its payable debit is each
// bill's, by the units the batch sends it (docs/functional-currency.md, "A batch paying several fiat
// bills"), so every bill's payable settles at its own carrying amount and Accounts payable reads 0.
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ACCOUNT_IDS } from '../default-chart';
import { indexPrices } from '../prices';
import { FUNCTIONAL_ACCOUNT_IDS as FX, REALISED_FX_ACCOUNT, TRANSLATION_ACCOUNT } from './accounts';
import { deriveBooks } from './books';
import { ETH, entry, eth, ethPrices, twoWallets } from './functional.testing';
import { baseTrialBalance } from './statements';
import { fiatDocumentRows, paymentShares } from './translation';

const { accounts, a } = twoWallets();
const HASH = '0xabc';
const usd = (rate: string) => ({ currency: 'USD', issueRate: { price: rate } });
// Two USD bills: $1,500 at 3,000 USD/ETH (0.5 ETH) and $3,000 at 2,000 USD/ETH (1.5 ETH), and a crypto
// bill of 0.25 ETH; one batch transaction pays all three on 10 February.
const { documents, payments } = fiatDocumentRows(
  [],
  [
    { id: 'b1', fiat: usd('3000') },
    { id: 'b2', fiat: usd('2000') },
  ],
  [
    {
      chainId: 31337,
      hash: HASH,
      items: [
        { billId: 'b1', units: '550000000000000000' },
        { billId: 'crypto', units: '250000000000000000' },
        { billId: 'b2', units: '1400000000000000000' },
      ],
    },
  ],
);
const journal = [
  entry('2025-01-02', 'Capital', [eth(a, '5'), eth(ACCOUNT_IDS.ownerContributions, '-5')]),
  entry('2025-01-20', 'Bill 1', [eth(ACCOUNT_IDS.software, '0.5'), eth(ACCOUNT_IDS.payable, '-0.5')], 'bill:b1'),
  entry('2025-01-20', 'Bill 2', [eth(ACCOUNT_IDS.software, '1.5'), eth(ACCOUNT_IDS.payable, '-1.5')], 'bill:b2'),
  entry('2025-01-20', 'Bill 3', [eth(ACCOUNT_IDS.software, '0.25'), eth(ACCOUNT_IDS.payable, '-0.25')], 'bill:crypto'),
  entry('2025-02-10', 'Batch', [eth(ACCOUNT_IDS.payable, '2.2'), eth(a, '-2.2')], `tx:31337:${HASH}:native`),
  // The bills' exchange differences as the bill poster writes them: b1 paid 0.05 ETH more, b2 0.1 ETH less.
  entry('2025-02-10', 'FX 1', [eth(ACCOUNT_IDS.payable, '-0.05'), eth(REALISED_FX_ACCOUNT, '0.05')], 'bill:b1:fx:1'),
  entry('2025-02-10', 'FX 2', [eth(ACCOUNT_IDS.payable, '0.1'), eth(REALISED_FX_ACCOUNT, '-0.1')], 'bill:b2:fx:1'),
];
const books = () =>
  deriveBooks(journal, accounts, ethPrices(['2025-01-02', '1000'], ['2025-01-31', '1500'], ['2025-02-10', '1600']), {
    currency: 'GBP',
    method: 'fifo',
    policy: 'fair-value',
    measureThrough: '2025-02-28',
    fiatDocuments: new Map(documents.map((d) => [d.document, d])),
    quotePrices: new Map([['USD', indexPrices([{ commodity: ETH, date: '2025-01-31', price: '2000' }])]]),
    paymentDocuments: paymentShares(payments),
  });
const balance = (accountId: string, range: { from?: string; to: string }) =>
  minorToDecimal(baseTrialBalance(books(), range).rows.find((r) => r.account.id === accountId)?.amount ?? 0n, 2);

describe('a batch paying several fiat bills', () => {
  it('lists every bill a batch pays with its units', () => {
    expect(payments).toEqual([
      [`tx:31337:${HASH}`, 'bill:b1', '550000000000000000'],
      [`tx:31337:${HASH}`, 'bill:crypto', '250000000000000000'],
      [`tx:31337:${HASH}`, 'bill:b2', '1400000000000000000'],
    ]);
  });

  it('settles each bill at its own carrying amount: Accounts payable reads 0', () => {
    // 31 January (ETH £1,500 and $2,000: 0.75 GBP per USD): b1 $1,500 → £1,125.00, b2 $3,000 → £2,250.00;
    // the crypto bill at fair value, 0.25 × £1,500 = £375.00.
    expect(balance(ACCOUNT_IDS.payable, { to: '2025-01-31' })).toBe('-3750.00');
    expect(balance(ACCOUNT_IDS.payable, { to: '2025-02-28' })).toBe('0.00');
    // The exchange difference: each bill's carrying amount against what paid it was worth on the day (ETH £1,600):
    // b1 £1,125.00 against 0.55 × £1,600 = £880.00 (+£245.00), b2 £2,250.00 against 1.4 × £1,600 = £2,240.00
    // (+£10.00): £255.00 of gain.
    expect(balance(REALISED_FX_ACCOUNT, { from: '2025-02-10', to: '2025-02-10' })).toBe('-255.00');
    // 2.2 ETH carried at £1,500 each (31 January's fair value) paid out worth £1,600 each: +£220.00, less
    // the crypto bill's £25.00 rise (carried £375.00, paid with £400.00): £195.00 on the digital assets.
    expect(balance(FX.realisedGains, { from: '2025-02-10', to: '2025-02-10' })).toBe('-195.00');
    expect(balance(TRANSLATION_ACCOUNT, { from: '2025-01-01', to: '2025-01-31' })).not.toBe('0.00');
  });
});

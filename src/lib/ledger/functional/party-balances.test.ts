// Each counterparty's receivable and payable is a position of its own in the books in the company's
// currency, so a client's or vendor's balance there is its own (a client who paid reads £0.00, not a
// share of another's), and the control account is the sum of them.
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ACCOUNT_IDS } from '../default-chart';
import { deriveBooks, type FunctionalBooks } from './books';
import { entry, eth, ethPrices, twoWallets } from './functional.testing';
import { partyBalances } from './party-balances';
import { baseTrialBalance } from './statements';
import { fiatDocumentRows, paymentShares } from './translation';

const { accounts, a } = twoWallets();
const { payments } = fiatDocumentRows(
  [],
  [],
  [{ chainId: 31337, hash: '0xpay', items: [{ billId: 'v1', units: '1200000000000000000' }] }],
);
const journal = [
  entry('2025-01-02', 'Capital', [eth(a, '3'), eth(ACCOUNT_IDS.ownerContributions, '-3')]),
  entry('2025-01-05', 'Invoice A', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')], 'invoice:ia'),
  entry('2025-01-10', 'Bill V', [eth(ACCOUNT_IDS.software, '1'), eth(ACCOUNT_IDS.payable, '-1')], 'bill:v1'),
  entry('2025-01-12', 'Bill W', [eth(ACCOUNT_IDS.software, '0.5'), eth(ACCOUNT_IDS.payable, '-0.5')], 'bill:w1'),
  entry('2025-01-15', 'Invoice B', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')], 'invoice:ib'),
  entry('2025-01-20', 'A pays', [eth(a, '1'), eth(ACCOUNT_IDS.receivable, '-1')], 'invoice:ia:payment:1'),
  // The app pays V 1.2 ETH for its 1 ETH bill: V holds a credit of 0.2 ETH.
  entry('2025-01-22', 'Pay V', [eth(ACCOUNT_IDS.payable, '1.2'), eth(a, '-1.2')], 'tx:31337:0xpay:native'),
  // B's invoice written off by hand (no counterparty on the entry): it settles B's position.
  entry('2025-02-05', 'Write-off', [eth(ACCOUNT_IDS.software, '1'), eth(ACCOUNT_IDS.receivable, '-1')]),
];
const books = (parties: boolean) =>
  deriveBooks(
    journal,
    accounts,
    ethPrices(['2025-01-02', '1000'], ['2025-01-15', '1200'], ['2025-01-31', '1500'], ['2025-02-05', '1400']),
    {
      currency: 'GBP',
      method: 'fifo',
      policy: 'fair-value',
      measureThrough: '2025-02-28',
      paymentDocuments: paymentShares(payments),
      parties: parties
        ? new Map([
            ['invoice:ia', 'client:a'],
            ['invoice:ib', 'client:b'],
            ['bill:v1', 'vendor:v'],
            ['bill:w1', 'vendor:w'],
          ])
        : undefined,
    },
  );
const pounds = (amount: bigint | undefined) => minorToDecimal(amount ?? 0n, 2);
const control = (b: FunctionalBooks, accountId: string, to: string) =>
  baseTrialBalance(b, { to }).rows.find((r) => r.account.id === accountId)?.amount ?? 0n;
const of = (b: FunctionalBooks, to: string, party: string, accountId: string) =>
  pounds(partyBalances(b, to).get(party)?.get(accountId));

describe('counterparties in the company currency', () => {
  it('keeps each client’s and vendor’s position: a client who paid reads £0.00, the others their own', () => {
    const b = books(true);
    const day = '2025-01-25';
    expect(of(b, day, 'client:a', ACCOUNT_IDS.receivable)).toBe('0.00');
    // B's 1 ETH booked at £1,200 on 15 January (with one position, A's payment would have relieved the average).
    expect(of(b, day, 'client:b', ACCOUNT_IDS.receivable)).toBe('1200.00');
    expect(pounds(control(b, ACCOUNT_IDS.receivable, day))).toBe('1200.00');
    expect(pounds(control(books(false), ACCOUNT_IDS.receivable, day))).toBe('1100.00');
    // V's credit: 0.2 ETH at £1,200; W's bill 0.5 ETH at £1,000 owed.
    expect(of(b, day, 'vendor:v', ACCOUNT_IDS.payable)).toBe('240.00');
    expect(of(b, day, 'vendor:w', ACCOUNT_IDS.payable)).toBe('-500.00');
    expect(pounds(control(b, ACCOUNT_IDS.payable, day))).toBe('-260.00');
  });

  it('measures each at the month end, and the control accounts are the sum of the counterparties', () => {
    const b = books(true);
    const end = '2025-01-31';
    expect(of(b, end, 'client:b', ACCOUNT_IDS.receivable)).toBe('1500.00');
    expect(of(b, end, 'vendor:v', ACCOUNT_IDS.payable)).toBe('300.00');
    expect(of(b, end, 'vendor:w', ACCOUNT_IDS.payable)).toBe('-750.00');
    for (const day of [end, '2025-02-28']) {
      const balances = partyBalances(b, day);
      for (const account of [ACCOUNT_IDS.receivable, ACCOUNT_IDS.payable]) {
        const sum = [...balances.values()].reduce((total, byAccount) => total + (byAccount.get(account) ?? 0n), 0n);
        expect(sum).toBe(control(b, account, day));
      }
    }
    // The write-off without a counterparty settled B's position.
    expect(of(b, '2025-02-28', 'client:b', ACCOUNT_IDS.receivable)).toBe('0.00');
  });
});

// A receivable in a crypto asset is a right to that asset: measured at month ends by the company's
// policy as its lots are; one fixed in a fiat currency (a fiat invoice's) is never remeasured.
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ACCOUNT_IDS } from '../default-chart';
import { FUNCTIONAL_ACCOUNT_IDS as FX } from './accounts';
import { deriveBooks, type FunctionalBooks, type MeasurementPolicy } from './books';
import { entry, eth, ethPrices, twoWallets } from './functional.testing';
import { baseTrialBalance, realisedGains } from './statements';

const { accounts, a } = twoWallets();
const balance = (books: FunctionalBooks, accountId: string, to: string) =>
  minorToDecimal(baseTrialBalance(books, { to }).rows.find((r) => r.account.id === accountId)?.amount ?? 0n, 2);

// 1 ETH invoiced on 20 January at £1,000, open at the month end, paid on 10 February at £1,100.
const journal = (source = 'manual') => [
  entry('2025-01-20', 'Invoice', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')], source),
  entry('2025-02-10', 'Paid', [eth(a, '1'), eth(ACCOUNT_IDS.receivable, '-1')], `${source}:pay`),
];
const books = (policy: MeasurementPolicy, monthEndPrice: string, fixed: string[] = [], source?: string) =>
  deriveBooks(
    journal(source),
    accounts,
    ethPrices(['2025-01-20', '1000'], ['2025-01-31', monthEndPrice], ['2025-02-10', '1100']),
    { currency: 'GBP', method: 'fifo', policy, measureThrough: '2025-02-28', fixedDocuments: new Set(fixed) },
  );

describe('crypto receivables at period end', () => {
  it('fair value: remeasured at the month end, the change unrealised; the settlement realises the rest', () => {
    const fair = books('fair-value', '1200');
    expect(balance(fair, ACCOUNT_IDS.receivable, '2025-01-31')).toBe('1200.00');
    expect(balance(fair, FX.unrealisedGains, '2025-01-31')).toBe('-200.00');
    // Paid with ETH worth £1,100 against a receivable carried at £1,200: a realised loss of £100.
    expect(balance(fair, ACCOUNT_IDS.receivable, '2025-02-28')).toBe('0.00');
    expect(realisedGains(fair, '2025-02-01', '2025-02-28')).toBe('-100.00');
  });

  it('cost less impairment: written down when the asset falls, never written up', () => {
    const up = books('cost-less-impairment', '1200');
    expect(balance(up, ACCOUNT_IDS.receivable, '2025-01-31')).toBe('1000.00');
    expect(balance(up, FX.unrealisedGains, '2025-01-31')).toBe('0.00');
    const down = books('cost-less-impairment', '800');
    expect(balance(down, ACCOUNT_IDS.receivable, '2025-01-31')).toBe('800.00');
    expect(balance(down, FX.unrealisedLosses, '2025-01-31')).toBe('200.00');
    // Paid with £1,100 of ETH against £800 carried: £300 realised.
    expect(realisedGains(down, '2025-02-01', '2025-02-28')).toBe('300.00');
  });

  it('a receivable fixed in a fiat currency (a fiat invoice and its payments) is not remeasured', () => {
    const fixed = books('fair-value', '1200', ['invoice:f1'], 'invoice:f1');
    expect(balance(fixed, ACCOUNT_IDS.receivable, '2025-01-31')).toBe('1000.00');
    expect(balance(fixed, FX.unrealisedGains, '2025-01-31')).toBe('0.00');
    expect(balance(fixed, ACCOUNT_IDS.receivable, '2025-02-28')).toBe('0.00');
    // The same invoice in ETH would have been measured.
    const crypto = books('fair-value', '1200', ['invoice:other'], 'invoice:f1');
    expect(balance(crypto, ACCOUNT_IDS.receivable, '2025-01-31')).toBe('1200.00');
  });

  it("a client's credit held in the asset (an overpayment) is measured as the obligation it is, and used up at its carried value", () => {
    // Invoiced 1 ETH on 5 January at £1,000, paid with 1.5 ETH on 10 January: 0.5 ETH (£500) is the client's credit.
    const credit = (policy: MeasurementPolicy, monthEndPrice: string) =>
      deriveBooks(
        [
          entry('2025-01-05', 'Invoice', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
          entry('2025-01-10', 'Overpaid', [eth(a, '1.5'), eth(ACCOUNT_IDS.receivable, '-1.5')]),
          entry('2025-02-10', 'Next invoice', [eth(ACCOUNT_IDS.receivable, '0.5'), eth(ACCOUNT_IDS.sales, '-0.5')]),
        ],
        accounts,
        ethPrices(['2025-01-05', '1000'], ['2025-01-31', monthEndPrice], ['2025-02-10', '1100']),
        { currency: 'GBP', method: 'fifo', policy, measureThrough: '2025-02-28' },
      );
    const losses = (books: FunctionalBooks) =>
      minorToDecimal(
        baseTrialBalance(books, { from: '2025-01-31', to: '2025-01-31' }).rows.find(
          (r) => r.account.id === FX.unrealisedLosses,
        )?.amount ?? 0n,
        2,
      );
    // Fair value: the credit follows ETH both ways (owed: a rise is a loss).
    const up = credit('fair-value', '1200');
    expect(balance(up, ACCOUNT_IDS.receivable, '2025-01-31')).toBe('-600.00');
    expect(losses(up)).toBe('100.00');
    expect(balance(credit('fair-value', '800'), ACCOUNT_IDS.receivable, '2025-01-31')).toBe('-400.00');
    // Cost less impairment: only its increase, never below what it was booked at.
    expect(balance(credit('cost-less-impairment', '1200'), ACCOUNT_IDS.receivable, '2025-01-31')).toBe('-600.00');
    expect(balance(credit('cost-less-impairment', '800'), ACCOUNT_IDS.receivable, '2025-01-31')).toBe('-500.00');
    // The next invoice uses the credit up at its carried value: Accounts receivable reads 0.
    expect(balance(up, ACCOUNT_IDS.receivable, '2025-02-28')).toBe('0.00');
  });
});

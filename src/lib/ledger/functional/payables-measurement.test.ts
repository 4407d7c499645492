// A payable in a crypto asset is an obligation to deliver that asset: measured at month ends by the
// company's policy as the crypto receivables are (fair value both ways; cost less impairment books
// only the increase); one fixed in a fiat currency (a fiat bill's) is never remeasured.
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ACCOUNT_IDS } from '../default-chart';
import { FUNCTIONAL_ACCOUNT_IDS as FX, isPayable } from './accounts';
import { deriveBooks, type FunctionalBooks, type MeasurementPolicy } from './books';
import { entry, eth, ethPrices, twoWallets } from './functional.testing';
import { baseTrialBalance } from './statements';

const { accounts, a } = twoWallets();
const balance = (books: FunctionalBooks, accountId: string, to: string, from?: string) =>
  minorToDecimal(baseTrialBalance(books, { from, to }).rows.find((r) => r.account.id === accountId)?.amount ?? 0n, 2);

// 1 ETH held since 2 January; a bill of 1 ETH on 20 January at £1,000, open at the month end, paid on 10 February.
const journal = (source: string) => [
  entry('2025-01-02', 'Capital', [eth(a, '1'), eth(ACCOUNT_IDS.ownerContributions, '-1')]),
  entry('2025-01-20', 'Bill', [eth(ACCOUNT_IDS.software, '1'), eth(ACCOUNT_IDS.payable, '-1')], source),
  entry('2025-02-10', 'Paid', [eth(ACCOUNT_IDS.payable, '1'), eth(a, '-1')], 'tx:31337:0xpay:native'),
];
const books = (policy: MeasurementPolicy, monthEndPrice: string, fixed: string[] = []) =>
  deriveBooks(
    journal('bill:b1'),
    accounts,
    ethPrices(['2025-01-02', '1000'], ['2025-01-31', monthEndPrice], ['2025-02-10', '1100']),
    { currency: 'GBP', method: 'fifo', policy, measureThrough: '2025-02-28', fixedDocuments: new Set(fixed) },
  );
const JAN = { from: '2025-01-01', to: '2025-01-31' } as const;

describe('crypto payables at period end', () => {
  it('fair value: remeasured up and down with the asset; paying it empties Accounts payable', () => {
    const up = books('fair-value', '1200');
    // The payable (a credit) grows to £1,200: a £200 unrealised loss; the wallet's ETH gains £200.
    expect(balance(up, ACCOUNT_IDS.payable, JAN.to)).toBe('-1200.00');
    expect(balance(up, FX.unrealisedLosses, JAN.to, JAN.from)).toBe('200.00');
    expect(balance(up, FX.unrealisedGains, JAN.to, JAN.from)).toBe('-200.00');
    expect(balance(up, ACCOUNT_IDS.payable, '2025-02-28')).toBe('0.00');
    const down = books('fair-value', '800');
    expect(balance(down, ACCOUNT_IDS.payable, JAN.to)).toBe('-800.00');
    expect(balance(down, FX.unrealisedGains, JAN.to, JAN.from)).toBe('-200.00');
  });

  it('cost less impairment: the payable is written up when the asset rises, never below what it was booked at', () => {
    const up = books('cost-less-impairment', '1200');
    expect(balance(up, ACCOUNT_IDS.payable, JAN.to)).toBe('-1200.00');
    expect(balance(up, FX.unrealisedLosses, JAN.to, JAN.from)).toBe('200.00');
    expect(balance(up, FX.unrealisedGains, JAN.to, JAN.from)).toBe('0.00');
    const down = books('cost-less-impairment', '800');
    expect(balance(down, ACCOUNT_IDS.payable, JAN.to)).toBe('-1000.00');
    // Only the wallet's ETH is written down.
    expect(balance(down, FX.unrealisedLosses, JAN.to, JAN.from)).toBe('200.00');
    expect(balance(down, a, JAN.to)).toBe('800.00');
  });

  it('a payable fixed in a fiat currency (a fiat bill) is not remeasured at the asset price', () => {
    const fixed = books('fair-value', '1200', ['bill:b1']);
    expect(balance(fixed, ACCOUNT_IDS.payable, JAN.to)).toBe('-1000.00');
    expect(balance(fixed, FX.unrealisedLosses, JAN.to, JAN.from)).toBe('0.00');
  });

  it('measures trade payables only: taxes payable is owed in money', () => {
    const chart = new Map(accounts.map((account) => [account.id, account]));
    expect(isPayable(chart.get(ACCOUNT_IDS.payable)!)).toBe(true);
    expect(isPayable(chart.get(ACCOUNT_IDS.taxesPayable)!)).toBe(false);
    expect(isPayable({ id: 'x', name: 'Trade payables (EUR)', type: 'liability' })).toBe(true);
  });

  it("a vendor's credit held in the asset (paid more than billed) is measured as the right it is", () => {
    // Billed 1 ETH on 20 January at £1,000, paid 1.5 ETH the same day: 0.5 ETH (£500) is the vendor's credit.
    const credit = (policy: MeasurementPolicy, monthEndPrice: string) =>
      deriveBooks(
        [
          journal('bill:b1')[0]!,
          journal('bill:b1')[1]!,
          entry('2025-01-20', 'Overpaid', [eth(ACCOUNT_IDS.payable, '1.5'), eth(a, '-1.5')], 'tx:31337:0xover:native'),
          entry('2025-02-10', 'Next bill', [eth(ACCOUNT_IDS.software, '0.5'), eth(ACCOUNT_IDS.payable, '-0.5')]),
        ],
        accounts,
        ethPrices(['2025-01-02', '1000'], ['2025-01-31', monthEndPrice], ['2025-02-10', '1100']),
        { currency: 'GBP', method: 'fifo', policy, measureThrough: '2025-02-28' },
      );
    const up = credit('fair-value', '1200');
    expect(balance(up, ACCOUNT_IDS.payable, JAN.to)).toBe('600.00');
    expect(balance(credit('fair-value', '800'), ACCOUNT_IDS.payable, JAN.to)).toBe('400.00');
    // Cost less impairment: written down, never up.
    expect(balance(credit('cost-less-impairment', '1200'), ACCOUNT_IDS.payable, JAN.to)).toBe('500.00');
    expect(balance(credit('cost-less-impairment', '800'), ACCOUNT_IDS.payable, JAN.to)).toBe('400.00');
    // The next bill uses the credit up at its carried value: Accounts payable reads 0.
    expect(balance(up, ACCOUNT_IDS.payable, '2025-02-28')).toBe('0.00');
  });
});

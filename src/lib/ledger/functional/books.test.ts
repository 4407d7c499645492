import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '@/lib/money/minor-units';
import { ACCOUNT_IDS } from '../default-chart';
import { reverse } from '../entry';
import { indexPrices } from '../prices';
import { TREASURY_SHARES_ACCOUNT } from '../token-equity';
import { FUNCTIONAL_ACCOUNT_IDS as FX } from './accounts';
import { deriveBooks, type FunctionalBooks, type FunctionalOptions } from './books';
import { ETH, entry, eth, ethPrices, twoWallets } from './functional.testing';
import { baseTrialBalance, realisedGains } from './statements';

const options = (over: Partial<FunctionalOptions> = {}): FunctionalOptions => ({
  currency: 'GBP',
  method: 'fifo',
  policy: 'cost-less-impairment',
  ...over,
});

/** An account's balance in the books (debit positive) to `to`, as a decimal string. */
function balance(books: FunctionalBooks, accountId: string, to = '9999-12-31'): string {
  const row = baseTrialBalance(books, { to }).rows.find((r) => r.account.id === accountId);
  return minorToDecimal(row?.amount ?? 0n, books.digits);
}

describe('lots and realised gains', () => {
  const { accounts, a } = twoWallets();
  // 1 ETH received at £1,000, 1 ETH at £1,500; then 1.5 ETH paid for software at £2,000 with a
  // 0.01 ETH network fee the same day.
  const journal = [
    entry('2025-01-01', 'Sale 1', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
    entry('2025-01-10', 'Sale 2', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
    entry('2025-01-20', 'Software', [eth(ACCOUNT_IDS.software, '1.5'), eth(a, '-1.5')]),
    entry('2025-01-20', 'Fee', [eth(ACCOUNT_IDS.networkFees, '0.01'), eth(a, '-0.01')], 'tx:31337:0xab:fee'),
  ];
  const prices = ethPrices(['2025-01-01', '1000'], ['2025-01-10', '1500'], ['2025-01-20', '2000']);

  it('FIFO: the disposal takes the first lot whole and half the second; the fee the next part of the second', () => {
    const books = deriveBooks(journal, accounts, prices, options({ measureThrough: '2025-01-20' }));
    const software = books.entries.find((e) => e.memo === 'Software');
    // Fair value 1.5 × 2,000 = 3,000.00; cost 1,000 + 0.5 × 1,500 = 1,750.00; gain 1,250.00.
    expect(software?.lines.map((l) => [l.accountId, minorToDecimal(l.amount, 2)])).toEqual([
      [ACCOUNT_IDS.software, '3000.00'],
      [a, '-1750.00'],
      [FX.realisedGains, '-1250.00'],
    ]);
    // The fee: fair value 20.00, cost 0.01 / 0.5 × 750 = 15.00, gain 5.00.
    const fee = books.entries.find((e) => e.memo === 'Fee');
    expect(fee?.lines.map((l) => minorToDecimal(l.amount, 2))).toEqual(['20.00', '-15.00', '-5.00']);
    expect(realisedGains(books, '2025-01-01', '2025-01-31')).toBe('1255.00');
    expect(balance(books, a)).toBe('735.00');
    expect(books.holdings).toEqual([
      { accountId: a, commodity: '31337:native', decimals: 18, quantity: 49n * 10n ** 16n, cost: 73_500n, lots: 1 },
    ]);
  });

  it('weighted average: every disposal at the pool average', () => {
    const books = deriveBooks(journal, accounts, prices, options({ method: 'average', measureThrough: '2025-01-20' }));
    // Pool 2 ETH at 2,500.00: 1.5 ETH cost 1,875.00 (gain 1,125.00); 0.5 ETH left at 625.00, the fee
    // 0.01 ETH costs 12.50 (gain 7.50).
    expect(realisedGains(books, '2025-01-20', '2025-01-20')).toBe('1132.50');
    expect(balance(books, a)).toBe('612.50');
  });

  it('a payment beyond the holdings is valued at fair value and named', () => {
    const books = deriveBooks(
      [entry('2025-01-20', 'Overdrawn', [eth(ACCOUNT_IDS.software, '1'), eth(a, '-1')])],
      accounts,
      prices,
      options(),
    );
    expect(books.overdrawn).toEqual([
      { accountId: a, commodity: '31337:native', date: '2025-01-20', quantity: 10n ** 18n },
    ]);
    expect(balance(books, a)).toBe('-2000.00');
    expect(realisedGains(books, '2025-01-01', '2025-12-31')).toBe('0.00');
  });
});

describe('moves between own wallets, receivables, own shares, reversals', () => {
  const { accounts, a, b } = twoWallets();

  it('a move relieves nothing: the lot moves with its cost, and a later payment from the other wallet realises against it', () => {
    const journal = [
      entry('2025-01-01', 'Receipt', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
      entry('2025-02-01', 'Move', [eth(b, '0.4'), eth(a, '-0.4')]),
      entry('2025-03-01', 'Contractor', [eth(ACCOUNT_IDS.contractors, '0.4'), eth(b, '-0.4')]),
    ];
    const prices = ethPrices(['2025-01-01', '1000'], ['2025-02-01', '2000'], ['2025-03-01', '2500']);
    const books = deriveBooks(journal, accounts, prices, options({ measureThrough: '2025-03-01' }));
    const move = books.entries.find((e) => e.memo === 'Move');
    expect(move?.disposal).toBe(false);
    expect(move?.lines.map((l) => minorToDecimal(l.amount, 2))).toEqual(['400.00', '-400.00']);
    expect(balance(books, a, '2025-02-01')).toBe('600.00');
    expect(balance(books, b, '2025-02-01')).toBe('400.00');
    // 0.4 ETH worth 1,000.00 spent, carried at 400.00.
    expect(realisedGains(books, '2025-03-01', '2025-03-01')).toBe('600.00');
  });

  it('a receivable in ETH is settled at what it was booked at; the difference is realised', () => {
    const journal = [
      entry('2025-01-01', 'Invoice', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
      entry('2025-01-15', 'Paid', [eth(a, '1'), eth(ACCOUNT_IDS.receivable, '-1')]),
    ];
    const prices = ethPrices(['2025-01-01', '1000'], ['2025-01-15', '1100']);
    const books = deriveBooks(journal, accounts, prices, options());
    expect(balance(books, ACCOUNT_IDS.receivable)).toBe('0.00');
    expect(balance(books, a)).toBe('1100.00');
    expect(realisedGains(books, '2025-01-01', '2025-01-31')).toBe('100.00');
  });

  it('leaves the company’s own shares out (equity in share units, never lots) and drops a reversed entry with its reversal', () => {
    const shares = '31337:0x5fbdb2315678afecb367f032d93f642f64180aa3';
    const issued = entry('2025-01-01', 'Issued', [
      { accountId: TREASURY_SHARES_ACCOUNT, commodity: shares, amount: 600n, decimals: 0 },
      { accountId: ACCOUNT_IDS.ownerContributions, commodity: shares, amount: -600n, decimals: 0 },
    ]);
    const wrong = entry('2025-01-02', 'Uncategorised', [eth(ACCOUNT_IDS.suspense, '1'), eth(a, '-1')]);
    const { original, reversal } = reverse(wrong, '2025-01-03', 'rev1');
    const journal = [
      entry('2025-01-01', 'Receipt', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
      issued,
      original,
      reversal,
      entry('2025-01-03', 'Software', [eth(ACCOUNT_IDS.software, '1'), eth(a, '-1')]),
    ];
    // A price for the shares too: they still carry no value in these books.
    const prices = indexPrices([
      { commodity: ETH, date: '2025-01-01', price: '1000' },
      { commodity: ETH, date: '2025-01-03', price: '1200' },
      { commodity: shares, date: '2025-01-01', price: '0.55' },
    ]);
    const books = deriveBooks(journal, accounts, prices, options());
    expect(books.entries.map((e) => e.memo)).toEqual(['Receipt', 'Software']);
    expect(realisedGains(books, '2025-01-01', '2025-01-31')).toBe('200.00');
  });
});

describe('measurement at period end', () => {
  const { accounts, a } = twoWallets();
  // 2 ETH bought at £1,000 on 1 January; month ends at £1,200, £900 and £1,100; 1 ETH paid out at
  // £1,300 on 10 April.
  const journal = [
    entry('2025-01-01', 'Funding', [eth(a, '2'), eth(ACCOUNT_IDS.ownerContributions, '-2')]),
    entry('2025-04-10', 'Contractor', [eth(ACCOUNT_IDS.contractors, '1'), eth(a, '-1')]),
  ];
  const prices = ethPrices(
    ['2025-01-01', '1000'],
    ['2025-01-31', '1200'],
    ['2025-02-28', '900'],
    ['2025-03-31', '1100'],
    ['2025-04-10', '1300'],
  );
  const unrealised = (books: FunctionalBooks, month: string) =>
    minorToDecimal(
      -books.entries
        .filter((e) => e.kind === 'remeasurement' && e.date.startsWith(month))
        .flatMap((e) => e.lines)
        .filter((l) => l.accountId === FX.unrealisedGains || l.accountId === FX.unrealisedLosses)
        .reduce((sum, l) => sum + l.amount, 0n),
      2,
    );

  it('fair value (ASU 2023-08): every month end to fair value, gains and losses both; a disposal realises against the last measure', () => {
    const books = deriveBooks(
      journal,
      accounts,
      prices,
      options({ policy: 'fair-value', measureThrough: '2025-04-30' }),
    );
    expect([unrealised(books, '2025-01'), unrealised(books, '2025-02'), unrealised(books, '2025-03')]).toEqual([
      '400.00',
      '-600.00',
      '400.00',
    ]);
    expect(balance(books, a, '2025-03-31')).toBe('2200.00');
    // Carried at 1,100.00 each, paid at 1,300.00.
    expect(realisedGains(books, '2025-04-01', '2025-04-30')).toBe('200.00');
    // The remaining ETH at April's month end: priced 1,300 (the latest price), carried 1,100.00.
    expect(unrealised(books, '2025-04')).toBe('200.00');
  });

  it('fair value with FIFO: a remeasurement is shared by the lots in proportion to their cost', () => {
    const twoLots = [
      entry('2025-01-01', 'Lot A', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
      entry('2025-01-15', 'Lot B', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')]),
      entry('2025-02-10', 'Paid', [eth(ACCOUNT_IDS.contractors, '1'), eth(a, '-1')]),
    ];
    const books = deriveBooks(
      twoLots,
      accounts,
      ethPrices(['2025-01-01', '1000'], ['2025-01-15', '2000'], ['2025-01-31', '1800'], ['2025-02-10', '1900']),
      options({ policy: 'fair-value', measureThrough: '2025-01-31' }),
    );
    // Cost 3,000.00 measured at 3,600.00 (+600.00): lot A carries 1,000 + 600 × 1,000 / 3,000 = 1,200.00.
    expect(realisedGains(books, '2025-02-01', '2025-02-28')).toBe('700.00');
    expect(balance(books, a)).toBe('2400.00');
  });

  it('cost less impairment (IAS 38): written down below cost only, never written back up', () => {
    const books = deriveBooks(journal, accounts, prices, options({ measureThrough: '2025-04-30' }));
    expect([unrealised(books, '2025-01'), unrealised(books, '2025-02'), unrealised(books, '2025-03')]).toEqual([
      '0.00',
      '-200.00',
      '0.00',
    ]);
    expect(balance(books, a, '2025-03-31')).toBe('1800.00');
    // Carried at 900.00 each after the write-down, paid at 1,300.00.
    expect(realisedGains(books, '2025-04-01', '2025-04-30')).toBe('400.00');
    expect(balance(books, a, '2025-04-30')).toBe('900.00');
  });
});

describe('rounding', () => {
  const { accounts, a } = twoWallets();

  it('fixes each value to the minor unit, half away from zero, and puts the residue of an entry without a disposal on Rounding differences', () => {
    const prices = ethPrices(['2025-01-01', '1']);
    const books = deriveBooks(
      [
        entry('2025-01-01', 'Split', [
          eth(a, '0.01'),
          eth(ACCOUNT_IDS.sales, '-0.005'),
          eth(ACCOUNT_IDS.otherIncome, '-0.005'),
        ]),
      ],
      accounts,
      prices,
      options(),
    );
    expect(books.entries[0]?.lines.map((l) => [l.accountId, minorToDecimal(l.amount, 2)])).toEqual([
      [a, '0.01'],
      [ACCOUNT_IDS.sales, '-0.01'],
      [ACCOUNT_IDS.otherIncome, '-0.01'],
      [FX.rounding, '0.01'],
    ]);
  });

  it('in yen, whole units', () => {
    const prices = ethPrices(['2025-01-01', '450000.5']);
    const books = deriveBooks(
      [entry('2025-01-01', 'Sale', [eth(a, '1'), eth(ACCOUNT_IDS.sales, '-1')])],
      accounts,
      prices,
      options({ currency: 'JPY' }),
    );
    expect(books.digits).toBe(0);
    expect(books.entries[0]?.lines.map((l) => l.amount)).toEqual([450001n, -450001n]);
  });

  it('every translated entry balances exactly, whatever the amounts and prices (seeded random journals)', () => {
    const { b } = twoWallets();
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const others = [
      ACCOUNT_IDS.sales,
      ACCOUNT_IDS.software,
      ACCOUNT_IDS.receivable,
      ACCOUNT_IDS.payable,
      ACCOUNT_IDS.ownerContributions,
      ACCOUNT_IDS.networkFees,
    ];
    for (const method of ['fifo', 'average'] as const)
      for (const policy of ['fair-value', 'cost-less-impairment'] as const) {
        const journal = Array.from({ length: 300 }, (_, i) => {
          const date = `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`;
          const amount = `${next(5)}.${String(next(1_000_000_007)).padStart(10, '0')}`;
          const wallet = next(2) === 0 ? a : b;
          const other = next(4) === 0 ? (wallet === a ? b : a) : (others[next(others.length)] ?? ACCOUNT_IDS.sales);
          const sign = next(2) === 0 ? '' : '-';
          const back = sign ? '' : '-';
          return entry(date, `r${i}`, [eth(wallet, `${sign}${amount}`), eth(other, `${back}${amount}`)]);
        });
        const prices = ethPrices(
          ...Array.from(
            { length: 12 },
            (_, m) =>
              [`2025-${String(m + 1).padStart(2, '0')}-01`, `${1000 + next(900)}.${next(1000)}`] as [string, string],
          ),
        );
        const books = deriveBooks(journal, accounts, prices, { currency: 'GBP', method, policy });
        for (const e of books.entries) expect(e.lines.reduce((s, l) => s + l.amount, 0n)).toBe(0n);
        const trial = baseTrialBalance(books, { to: '2025-12-31' });
        expect(trial.debit).toBe(trial.credit);
      }
  });
});

import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { defaultChart } from '@/lib/ledger/default-chart';
import { computeLedger, type BookRows } from './ledger-compute';
import { journalRow } from './journal-row.testing';

const ETH = '31337:native';
const entry = journalRow();
const held: JournalEntry = { ...entry, id: 'held:x', status: 'draft', heldReason: 'closed' };
const book: BookRows = {
  entries: [entry, held],
  accounts: defaultChart().map((a) => ({ ...a, revision: 1 })),
  prices: [
    { id: 'p1', commodity: ETH, date: '2025-01-01', price: '2000', addedAt: '2025-01-01T00:00:00.000Z' },
    { id: 'p0', commodity: ETH, date: '2025-01-01', price: '1', addedAt: '2024-12-01T00:00:00.000Z' },
  ],
  tokens: [],
  baseCurrency: 'USD',
};

describe('computeLedger', () => {
  it('builds the reports over posted entries, valued with the last price entered for the day', () => {
    const range = { from: '2025-01-01', to: '2025-12-31' };
    const response = computeLedger({
      kind: 'reports',
      book,
      range,
      previous: { from: '2024-01-01', to: '2024-12-31' },
      ledger: { accountId: 'uncategorised', range },
    });
    if (response.kind !== 'reports') throw new Error('expected reports');
    expect(response.reports.trial.totals).toEqual([
      { commodity: ETH, decimals: 18, debit: 15n * 10n ** 17n, credit: 15n * 10n ** 17n },
    ]);
    expect(
      response.reports.trial.rows.map((r) => [r.account.code, r.value === 'missing' ? 'missing' : r.value.units > 0n]),
    ).toEqual([
      ['1900', true],
      ['3100', false],
    ]);
    expect(response.reports.ledger?.lines).toHaveLength(1);
    // The previous year has no entries: the comparison reports are empty, not absent.
    expect(response.reports.previous?.trial.rows).toEqual([]);
    // In the base currency: 1.5 ETH at 2,000 (the last price entered for the day) = 3,000.00 USD.
    const functional = response.reports.functional;
    expect(functional?.current.trial.rows.map((r) => [r.account.code, r.debit, r.credit])).toEqual([
      ['1900', 300_000n, 0n],
      ['3100', 0n, 300_000n],
    ]);
    expect(functional?.current.sheet.totalAssets).toBe(functional?.current.sheet.totalLiabilitiesAndEquity);
    expect(functional?.previous?.trial.rows).toEqual([]);
    expect(functional?.realised).toBe('0.00');
  });
  it('derives the books in the base currency again when a price changes, not when only the drill-down does', () => {
    const range = { from: '2025-01-01', to: '2025-12-31' };
    const assets = (rows: BookRows, accountId: string | null) => {
      const response = computeLedger({
        kind: 'reports',
        book: rows,
        range,
        previous: null,
        ledger: accountId ? { accountId, range } : null,
      });
      return response.kind === 'reports' ? response.reports.functional?.current.sheet.totalAssets : undefined;
    };
    expect(assets(book, null)).toBe(300_000n);
    expect(assets(book, 'uncategorised')).toBe(300_000n);
    const repriced = { ...book, prices: [{ ...book.prices[0], price: '2500' } as BookRows['prices'][number]] };
    expect(assets(repriced, null)).toBe(375_000n);
  });
  it('measures a crypto receivable at the month end, and leaves one of a fiat invoice at its amount', () => {
    // 1.5 ETH invoiced on 10 January at 2,000, still open at 31 January when ETH is 2,400 (fair value).
    const invoice = journalRow({
      source: 'invoice:i1',
      postings: [
        { accountId: 'accounts-receivable', commodity: ETH, amount: '1500000000000000000', decimals: 18 },
        { accountId: 'sales', commodity: ETH, amount: '-1500000000000000000', decimals: 18 },
      ],
    });
    const rows = (fixedDocuments: string[], over: Partial<BookRows> = {}): BookRows => ({
      ...book,
      entries: [invoice],
      prices: [
        book.prices[0] as BookRows['prices'][number],
        { ...(book.prices[0] as BookRows['prices'][number]), id: 'p2', date: '2025-01-31', price: '2400' },
        // ETH in EUR from a feed: the price list keeps it beside the USD prices, never valuing the books with it.
        {
          id: 'q1',
          commodity: ETH,
          date: '2025-01-31',
          price: '2000',
          addedAt: '2025-01-31T13:00:00.000Z',
          source: {
            kind: 'feed',
            feed: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
            round: '3',
            updatedAt: '2025-01-31T12:00:00.000Z',
            quote: 'EUR',
            heartbeatSeconds: 86_400,
          },
        },
      ],
      measurementPolicy: 'fair-value',
      fixedDocuments,
      ...over,
    });
    const receivable = (fixedDocuments: string[], over?: Partial<BookRows>) => {
      const response = computeLedger({
        kind: 'reports',
        book: rows(fixedDocuments, over),
        range: { from: '2025-01-01', to: '2025-01-31' },
        previous: null,
        ledger: null,
      });
      if (response.kind !== 'reports') throw new Error('expected reports');
      return response.reports.functional?.current.sheet.sections.find((x) => x.key === 'receivables')?.total;
    };
    expect(receivable([])).toBe(360_000n); // 1.5 × 2,400.00
    expect(receivable(['invoice:i1'])).toBe(300_000n); // fixed at 1.5 × 2,000.00
    // Written in EUR at 1,800 EUR/ETH (€2,700 open): translated at 31 January's cross rate, 2,400 ÷ 2,000 USD per EUR.
    const eur = { fiatDocuments: [{ document: 'invoice:i1', currency: 'EUR', issueRate: '1800' }] };
    expect(receivable(['invoice:i1'], eur)).toBe(324_000n);
  });
  it('reports a failure of the statements in the base currency beside the per-asset reports', () => {
    const huge = {
      ...book,
      prices: [{ ...book.prices[0], price: `1${'0'.repeat(30)}` } as BookRows['prices'][number]],
    };
    const response = computeLedger({
      kind: 'reports',
      book: huge,
      range: { from: '2025-01-01', to: '2025-12-31' },
      previous: null,
      ledger: null,
    });
    if (response.kind !== 'reports') throw new Error('expected reports');
    expect(response.reports.functional).toBeNull();
    expect(response.reports.functionalError).toMatch(/beyond what the books hold/);
    expect(response.reports.trial.rows).toHaveLength(2);
  });
  it('builds a drill-down ledger from the start of the books to a date', () => {
    const response = computeLedger({
      kind: 'reports',
      book,
      range: { from: '2025-02-01', to: '2025-02-28' },
      previous: null,
      ledger: { accountId: 'owner-contributions', range: { to: '2025-02-28' } },
    });
    if (response.kind !== 'reports') throw new Error('expected reports');
    expect(response.reports.previous).toBeNull();
    expect(response.reports.functional?.previous).toBeNull();
    expect(response.reports.ledger?.lines.map((l) => [l.entryId, l.amount])).toEqual([['e1', -15n * 10n ** 17n]]);
  });
  it('builds each report CSV of the period; the general ledger needs an account', () => {
    const range = { from: '2025-01-01', to: '2025-12-31' };
    const csv = (
      report: 'trial-balance' | 'income-statement' | 'balance-sheet' | 'general-ledger',
      accountId: string | null = null,
    ) => {
      const response = computeLedger({ kind: 'report-csv', book, report, range, accountId });
      return response.kind === 'export' ? response.text.split('\r\n') : [];
    };
    expect(csv('trial-balance')[1]).toBe('1900,Uncategorised,asset,ETH_ANVIL,1.5,,1.5,3000');
    expect(csv('income-statement')).toEqual(['section,account_code,account_name,commodity,amount,base_value', '']);
    expect(csv('balance-sheet')).toContain('total_assets,,Total assets,ETH_ANVIL,1.5,');
    expect(csv('general-ledger', 'uncategorised')[1]).toBe(
      '2025-01-10,e1,1900,Uncategorised,ETH_ANVIL,1.5,1.5,3000,Capital,manual,',
    );
    expect(() => csv('general-ledger')).toThrow('Choose an account');
  });
  it('exports the posted journal in the three formats', () => {
    const text = (format: 'csv' | 'hledger' | 'beancount') => {
      const response = computeLedger({ kind: 'export', book, format });
      return response.kind === 'export' ? response.text : '';
    };
    expect(text('csv').split(/\r?\n/)[0]).toBe(
      'date,entry_id,account_code,account_name,debit,credit,commodity,amount,base_value,memo,source,tx_hash',
    );
    expect(text('hledger')).toContain('1900-Uncategorised');
    expect(text('hledger')).not.toContain('held:x');
    expect(text('beancount')).toContain('option "title" "Ledgerline export"');
  });
});

// The worker's exports in the company's currency: the four formats answer from stored rows, Xero and
// QuickBooks as files; without a base currency or a price the request fails with a message to show.
import { describe, expect, it } from 'vitest';
import { entryToRow } from '@/lib/ledger/store/ledger-rows';
import { FX_PRICES, fxJournal } from '@/lib/ledger/fx-export.testing';
import { computeLedger, type BookRows } from './ledger-compute';

const { accounts, entries } = fxJournal();
const book: BookRows = {
  entries: entries.map((e) => entryToRow(e, '2025-01-01T00:00:00.000Z')),
  accounts: accounts.map((a) => ({ ...a, revision: 1 })),
  prices: FX_PRICES.map((p, i) => ({ ...p, id: `p${i}`, addedAt: '2025-01-01T00:00:00.000Z' })),
  tokens: [],
  baseCurrency: 'GBP',
  fiscalYearStartMonth: 4,
};

describe('exports in the company currency from the worker', () => {
  it('answers Beancount at cost and hledger with costs as text, Xero and QuickBooks as files', () => {
    const beancount = computeLedger({ kind: 'export', book, format: 'beancount-cost' });
    expect(beancount.kind === 'export' && beancount.text).toContain('option "booking_method" "FIFO"');
    const hledger = computeLedger({ kind: 'export', book, format: 'hledger-cost' });
    expect(hledger.kind === 'export' && hledger.text).toContain('@@ 21600.00 GBP');
    const xero = computeLedger({ kind: 'export', book, format: 'xero' });
    expect(xero.kind === 'export-parts' && xero.parts.map((p) => p.name)).toEqual(['xero-manual-journals.csv']);
    const qbo = computeLedger({ kind: 'export', book, format: 'qbo' });
    expect(qbo.kind === 'export-parts' && qbo.parts.map((p) => p.name)).toEqual(['quickbooks-journal-entries.csv']);
  });

  it('fails with a message naming what is missing: the company currency, a price', () => {
    expect(() => computeLedger({ kind: 'export', book: { ...book, baseCurrency: '' }, format: 'xero' })).toThrow(
      "Set the company's currency in Company first",
    );
    expect(() => computeLedger({ kind: 'export', book: { ...book, prices: [] }, format: 'qbo' })).toThrow(
      /No GBP price on or before the day for ETH_ANVIL on 2025-01-02/,
    );
  });
});

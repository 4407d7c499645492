import { describe, expect, it } from 'vitest';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { buildOverview } from '@/lib/overview/overview-model';
import type { OverviewRecords } from '@/lib/overview/read-overview';
import { keyFigures } from './key-figures';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const records: OverviewRecords = {
  profile: null,
  treasury: [
    {
      id: 't',
      label: 'Treasury',
      address: ME,
      chainId: 31337,
      createdAt: '2026-01-01T00:00:00.000Z',
      revision: 1,
    },
  ],
  companyTokens: [],
  counterparties: [],
  invoices: [],
  payments: [],
  incoming: [],
  bills: [sampleBill({ state: 'approved', total: '100000000000000000', dueDate: '2026-03-12' })],
  billPayments: [],
  txStatus: new Map(),
  invoiceWallets: new Set([ME.toLowerCase()]),
  billWallets: new Set([ME.toLowerCase()]),
  balances: [
    {
      id: 'b',
      chainId: 31337,
      wallet: ME,
      asset: 'native',
      symbol: 'ETH',
      decimals: 18,
      units: '2000000000000000000',
      block: 42,
      blockHash: `0x${'1'.repeat(64)}`,
      updatedAt: '2026-03-10T00:00:00.000Z',
    },
  ],
  rows: [],
  entries: [],
  accounts: [],
  prices: [],
  templates: [],
  recurring: [],
  tokens: [],
  lastExportAt: null,
  reminderSchedules: new Map(),
  reminderOffsets: [],
};

describe('key figures', () => {
  it('say what each figure is computed from and link to the page behind it', () => {
    const figures = keyFigures(buildOverview(records, '2026-03-10'), '', 1, null);
    const byId = new Map(figures.map((f) => [f.id, f]));
    expect(byId.get('cash')).toMatchObject({
      amounts: [{ symbol: 'ETH', units: 2_000_000_000_000_000_000n }],
      text: null, // no base currency: amounts only, never a made-up total
      basis: 'On-chain balances of 1 of 1 treasury wallet at block 42; the company’s own tokens are equity, not cash',
      link: { to: '/platform/transactions' },
    });
    expect(byId.get('payables')).toMatchObject({
      amounts: [{ symbol: 'ETH', units: 100_000_000_000_000_000n }],
      link: { to: '/platform/vendors?tab=bills' },
    });
    expect(byId.get('receivables')?.link.to).toBe('/platform/client?tab=aging');
    // The runway is SBI's figure (lib/insights/runway.ts): none until its engine answers.
    expect(byId.get('runway')).toMatchObject({
      text: 'Working out SBI’s forecast…',
      link: { to: '/platform/sbi?tab=forecast' },
    });
    expect(byId.get('dso')?.text).toBe('No payment yet');
    expect(figures.map((f) => f.id)).toEqual([
      'cash',
      'cash-in',
      'cash-out',
      'burn',
      'runway',
      'receivables',
      'payables',
      'dso',
      'dpo',
      'net-income',
    ]);
  });
  it('compare receivables and payables with what was open 30 days before (documents issued and paid by then)', () => {
    const older = sampleBill({
      id: 'old',
      state: 'approved',
      total: '300000000000000000',
      issueDate: '2026-01-20',
      dueDate: '2026-02-12',
    });
    const figures = keyFigures(
      buildOverview({ ...records, bills: [...records.bills, older] }, '2026-03-10'),
      '',
      1,
      null,
    );
    const byId = new Map(figures.map((f) => [f.id, f]));
    // 30 days before is 2026-02-08: only the older bill was issued, due in 4 days then (and overdue now).
    // Amounts keep their number and symbol together with a no-break space.
    expect(byId.get('payables')?.comparison.replace(/\u00a0/g, ' ')).toBe(
      'Due in 7 days: 0.1 ETH; due in 30 days: 0.1 ETH; overdue: 0.3 ETH; 30 days before: 0.3 ETH open',
    );
    expect(byId.get('receivables')?.comparison).toBe('Overdue (0): none; 30 days before: none open, none overdue');
  });

  it('names no cash without a treasury wallet and links to Company → Wallets', () => {
    const figures = keyFigures(buildOverview({ ...records, treasury: [] }, '2026-03-10'), 'GBP', 0, null);
    expect(figures.find((f) => f.id === 'cash')).toMatchObject({
      amounts: [],
      basis: 'No treasury wallet yet: add the company’s wallets in Company → Wallets',
      link: { to: '/platform/company?tab=wallets' },
    });
  });

  it('names a stale price the Cash tile was valued with, and how old it was', () => {
    const prices = [
      { id: 'p', commodity: '31337:native', date: '2026-02-01', price: '2000', addedAt: '2026-02-01T00:00:00.000Z' },
    ];
    const stale = keyFigures(
      buildOverview({ ...records, prices }, '2026-03-10', '2026-03-10T12:00:00.000Z'),
      'GBP',
      1,
      null,
    );
    expect(stale.find((f) => f.id === 'cash')?.stale).toEqual([
      'Stale price: ETH at 2000 GBP, the price entered for 2026-02-01, was 36 days old on 2026-03-10',
    ]);
    const fresh = [{ ...prices[0]!, date: '2026-03-10' }];
    const named = keyFigures(
      buildOverview({ ...records, prices: fresh }, '2026-03-10', '2026-03-10T12:00:00.000Z'),
      'GBP',
      1,
      null,
    );
    expect(named.find((f) => f.id === 'cash')?.stale).toEqual([]);
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCapTable, ZERO_ADDRESS } from '@/lib/tokens/cap-table';
import { capTableCsv, capTableFileName, issuanceCsv } from './cap-table-csv';
import { issuanceEntries, issuanceSource, SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT } from './issuance-entries';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const table = buildCapTable([
  { blockNumber: 5, logIndex: 0, transactionHash: tx(1), from: ZERO_ADDRESS, to: A, value: 2n * 10n ** 18n },
  { blockNumber: 6, logIndex: 1, transactionHash: tx(2), from: ZERO_ADDRESS, to: B, value: 10n ** 18n / 2n },
  { blockNumber: 7, logIndex: 0, transactionHash: tx(3), from: B, to: ZERO_ADDRESS, value: 10n ** 17n },
]);

describe('cap table CSV', () => {
  it('lists holders with exact balances and percentages', () => {
    const rows = Papa.parse<string[]>(capTableCsv(table, 18).trim()).data;
    expect(rows).toEqual([
      ['rank', 'holder', 'balance', 'balance_units', 'percent', 'holder_since_block'],
      ['1', A, '2', '2000000000000000000', '83.3333', '5'],
      ['2', B, '0.4', '400000000000000000', '16.6667', '6'],
    ]);
  });

  it('lists mints and burns with the supply after each', () => {
    const rows = Papa.parse<string[]>(issuanceCsv(table, 18).trim()).data;
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[5], r[7]])).toEqual([
      ['5', 'mint', A, '2', '2'],
      ['6', 'mint', B, '0.5', '2.5'],
      ['7', 'burn', B, '0.1', '2.4'],
    ]);
    expect(capTableFileName('AC/ME', 31337, 7, 'issuance')).toBe('ACME-issuance-31337-block-7.csv');
  });
});

describe('issuanceEntries', () => {
  it('credits the equity account for a mint and debits it for a burn, keyed by log', () => {
    const drafts = issuanceEntries(
      { chainId: 31337, address: TOKEN, symbol: 'ACME' },
      table.issuance,
      'share-capital',
      (block) => `2026-01-0${block}`,
    );
    expect(drafts.map((d) => [d.source, d.date, d.memo])).toEqual([
      [issuanceSource(31337, { transactionHash: tx(1), logIndex: 0 }), '2026-01-05', `Issued 2 ACME to ${A}`],
      [`token:31337:${tx(2)}:1`, '2026-01-06', `Issued 0.5 ACME to ${B}`],
      [`token:31337:${tx(3)}:0`, '2026-01-07', `Burnt 0.1 ACME of ${B}`],
    ]);
    expect(drafts[2]?.postings).toEqual([
      {
        accountId: SHARES_IN_ISSUE_ACCOUNT,
        commodity: `31337:${TOKEN.toLowerCase()}`,
        amount: -(10n ** 17n),
        decimals: 18,
      },
      { accountId: 'share-capital', commodity: `31337:${TOKEN.toLowerCase()}`, amount: 10n ** 17n, decimals: 18 },
    ]);
  });

  it('books a mint to the company’s own wallet as treasury shares, never as an asset', () => {
    const drafts = issuanceEntries(
      { chainId: 31337, address: TOKEN, symbol: 'ACME' },
      table.issuance.slice(0, 1),
      'share-capital',
      () => '2026-01-05',
      new Set([A.toLowerCase()]),
    );
    expect(drafts[0]?.memo).toBe(`Issued 2 ACME to the company's own wallet ${A} (treasury shares, at no value)`);
    expect(drafts[0]?.postings.map((p) => [p.accountId, p.amount])).toEqual([
      [TREASURY_SHARES_ACCOUNT, 2n * 10n ** 18n],
      ['share-capital', -(2n * 10n ** 18n)],
    ]);
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import { csvFileName, exportFormats } from './csv-export';
import { parseDistributionCsv } from './csv-import';
import { templateCsv } from './template-export';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' } as const;
const template: DistributionTemplate = {
  id: 't1',
  name: 'Q1 Dividends',
  asset: ETH,
  mode: 'percent',
  total: '100',
  postAs: 'equity',
  accountCode: '3200',
  schedule: null,
  recipients: [
    { address: A, share: '33.3333' },
    { address: B, share: '33.3333' },
    { address: C, share: '33.3334' },
  ],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  revision: 1,
};
const rowsOf = (text: string) => Papa.parse<string[]>(text.trim()).data;

describe('templateCsv', () => {
  it('writes a percentage template in Safe format with the exact amounts the preview would pay (remainder included)', () => {
    const result = templateCsv(template, 'safe');
    if (!result.ok) throw new Error(result.message);
    expect(result.file.fileName).toBe('q1-dividends-safe-airdrop.csv');
    expect(rowsOf(result.file.text)).toEqual([
      ['token_type', 'token_address', 'receiver', 'amount', 'id'],
      ['native', '', A, '0.000000000000000033', ''],
      ['native', '', B, '0.000000000000000033', ''],
      ['native', '', C, '0.000000000000000034', ''],
    ]);
  });

  it('writes the percentages as address,share, which imports back as the same list', () => {
    const result = templateCsv(template, 'shares');
    if (!result.ok) throw new Error(result.message);
    expect(result.file.fileName).toBe('q1-dividends-shares.csv');
    expect(parseDistributionCsv(result.file.text, ETH)).toEqual({
      format: 'plain',
      rows: template.recipients.map((r, i) => ({ ...r, line: i + 2 })),
      errors: [],
    });
  });

  it('writes a fixed-amount token template as Safe rows of that token, and offers only that format', () => {
    const usd = {
      chainId: 31337,
      kind: 'erc20',
      address: TOKEN,
      symbol: 'TUSD',
      decimals: 6,
      name: 'Test USD',
    } as const;
    const fixed: DistributionTemplate = {
      ...template,
      asset: usd,
      mode: 'fixed',
      total: '0',
      recipients: [
        { address: A, share: '12.5' },
        { address: B, share: '0.000001' },
      ],
    };
    const result = templateCsv(fixed, 'safe');
    if (!result.ok) throw new Error(result.message);
    expect(rowsOf(result.file.text).slice(1)).toEqual([
      ['erc20', TOKEN, A, '12.5', ''],
      ['erc20', TOKEN, B, '0.000001', ''],
    ]);
    expect(exportFormats('fixed')).toEqual(['safe']);
    expect(exportFormats('percent')).toEqual(['safe', 'shares']);
  });

  it('refuses a stored list that no longer checks, naming the row', () => {
    const broken = {
      ...template,
      recipients: [
        { address: A, share: '50' },
        { address: A, share: '50' },
      ],
    };
    expect(templateCsv(broken, 'safe')).toEqual({
      ok: false,
      message:
        'The template "Q1 Dividends" cannot be exported: row 2: Duplicate of the address on line 1. Load it, fix the list and save it again.',
    });
  });

  it('makes a file name of any template name', () => {
    expect(csvFileName('  Ärger & Co: Payroll!  ', 'safe')).toBe('arger-co-payroll-safe-airdrop.csv');
    expect(csvFileName('***', 'shares')).toBe('distribution-shares.csv');
  });
});

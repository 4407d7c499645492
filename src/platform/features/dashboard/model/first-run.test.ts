import { describe, expect, it } from 'vitest';
import { firstRunChecklist, isEmptyWorkspace, type WorkspaceCounts } from './first-run';

const none: WorkspaceCounts = {
  hasProfile: false,
  treasuryWallets: 0,
  clients: 0,
  invoices: 0,
  bills: 0,
  transactions: 0,
  entries: 0,
  lastExportAt: null,
};

describe('first-run checklist', () => {
  it('ticks each step from the records and links to where it is done', () => {
    const steps = firstRunChecklist({ ...none, hasProfile: true, clients: 2, lastExportAt: '2026-03-01T00:00:00Z' });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['profile', true],
      ['wallet', false],
      ['client', true],
      ['invoice', false],
      ['backup', true],
    ]);
    expect(steps.find((s) => s.id === 'wallet')?.href).toBe('/platform/company?tab=wallets');
  });
  it('calls a workspace empty until it holds an invoice, a bill, a transaction or an entry', () => {
    expect(isEmptyWorkspace({ ...none, hasProfile: true, clients: 3 })).toBe(true);
    expect(isEmptyWorkspace({ ...none, transactions: 1 })).toBe(false);
    expect(isEmptyWorkspace({ ...none, bills: 1 })).toBe(false);
  });
});

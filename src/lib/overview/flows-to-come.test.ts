import { describe, expect, it } from 'vitest';
import type { DistributionTemplate } from '@/lib/db/entities/distribution';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import type { Asset } from '@/lib/money/asset';
import { flowsToCome, templateAmount } from './flows-to-come';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const item = (id: string, counterpartyId: string, dueDate: string, open: bigint) => ({
  id,
  counterpartyId,
  dueDate,
  assetId: '31337:native',
  open,
  label: id,
  asset: ETH,
});
const template = (over: Partial<DistributionTemplate>) =>
  ({
    id: 't1',
    name: 'Payroll',
    asset: ETH,
    mode: 'fixed',
    total: '0',
    recipients: [
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', share: '1.5' },
      { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', share: '0.25' },
    ],
    schedule: { every: 'month', interval: 1, nextDue: '2026-03-20' },
    ...over,
  }) as DistributionTemplate;

describe('flows to come', () => {
  it('dates invoices at the client’s observed delay (never before today), bills at due, distributions at their next run', () => {
    const flows = flowsToCome({
      receivables: [item('inv-late-payer', 'c1', '2026-03-12', 10n), item('inv-overdue', 'c2', '2026-03-01', 20n)],
      payables: [item('bill', 'v1', '2026-03-15', 30n)],
      delays: new Map([['c1', 5]]),
      templates: [template({}), template({ id: 't2', schedule: null })],
      today: '2026-03-10',
    });
    expect(flows.map((f) => [f.kind, f.id, f.direction, f.date, f.units])).toEqual([
      ['invoice', 'inv-overdue', 'in', '2026-03-10', 20n], // overdue, no history: expected today
      ['bill', 'bill', 'out', '2026-03-15', 30n],
      ['invoice', 'inv-late-payer', 'in', '2026-03-17', 10n], // due 03-12, pays 5 days late
      ['distribution', 't1', 'out', '2026-03-20', 1_750_000_000_000_000_000n],
    ]);
  });
  it('adds each occurrence of a recurring item from today to 13 weeks ahead, in or out', () => {
    const rent = {
      id: 'r1',
      name: 'Rent',
      direction: 'out',
      asset: ETH,
      units: '700',
      cadence: 'monthly',
      firstDate: '2026-01-05',
      endDate: null,
    } as RecurringItem;
    const retainer = {
      ...rent,
      id: 'r2',
      name: 'Retainer',
      direction: 'in',
      units: '50',
      cadence: 'weekly',
      firstDate: '2026-03-09',
      endDate: '2026-03-23',
    } as RecurringItem;
    const flows = flowsToCome({
      receivables: [],
      payables: [],
      delays: new Map(),
      templates: [],
      recurring: [rent, retainer],
      today: '2026-03-10',
    });
    expect(flows.map((f) => [f.kind, f.id, f.recordId, f.direction, f.date, f.units, f.label])).toEqual([
      ['recurring', 'r2@2026-03-16', 'r2', 'in', '2026-03-16', 50n, 'Retainer'],
      ['recurring', 'r2@2026-03-23', 'r2', 'in', '2026-03-23', 50n, 'Retainer'],
      ['recurring', 'r1@2026-04-05', 'r1', 'out', '2026-04-05', 700n, 'Rent'],
      ['recurring', 'r1@2026-05-05', 'r1', 'out', '2026-05-05', 700n, 'Rent'],
      ['recurring', 'r1@2026-06-05', 'r1', 'out', '2026-06-05', 700n, 'Rent'],
    ]);
    // The 13th week ends on 2026-06-08: the July rent is beyond it.
  });
  it('pays a percentage template’s total per run, a fixed one the sum of its amounts', () => {
    expect(templateAmount(template({ mode: 'percent', total: '900' }))).toBe(900n);
    expect(
      templateAmount(template({ recipients: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', share: 'x' }] })),
    ).toBe(0n);
  });
});

import { describe, expect, it } from 'vitest';
import { lookAlikeKey } from '@/lib/insights/anomalies/address-checks';
import { documentAnchor, lookAlikeAddress, samplePlan } from './sample-plan';

const plan = samplePlan();

describe('samplePlan', () => {
  it('is the same plan for the same seed and another for another seed', () => {
    expect(samplePlan(7)).toEqual(samplePlan(7));
    expect(samplePlan()).toEqual(plan);
    expect(samplePlan(8).invoices.map((i) => i.id)).not.toEqual(samplePlan(7).invoices.map((i) => i.id));
  });

  it('plays its steps in day order, inside the history', () => {
    const days = plan.steps.map((s) => s.day);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...days)).toBeLessThan(plan.days);
  });

  it('has a team of three with an Admin on the company wallet, and distinct accounts per actor', () => {
    expect(plan.team.map((m) => m.role).sort()).toEqual(['Accountant', 'Admin', 'Viewer']);
    expect(plan.team.find((m) => m.role === 'Admin')?.account).toBe(0);
    const accounts = [...plan.clients, ...plan.vendors].map((p) => p.account);
    expect(new Set(accounts).size).toBe(accounts.length);
    expect(accounts).not.toContain(0);
  });

  it('pays invoices through the router: on time, late, one partly, one overpaid, some open', () => {
    const paid = (key: string) =>
      plan.steps.flatMap((s) => (s.kind === 'pay-invoice' && s.invoiceKey === key ? [s] : []));
    const stories = plan.invoices.map((i) => i.story);
    expect(stories.filter((s) => s === 'partial')).toHaveLength(1);
    expect(stories.filter((s) => s === 'overpaid')).toHaveLength(1);
    expect(stories.filter((s) => s === 'late').length).toBeGreaterThan(1);
    expect(stories.filter((s) => s === 'open').length).toBeGreaterThan(0);
    for (const invoice of plan.invoices) {
      const payments = paid(invoice.key);
      const units = payments.reduce((sum, s) => sum + s.units, 0n);
      const client = plan.clients.find((c) => c.key === invoice.clientKey);
      for (const p of payments) expect(p.from).toBe(client?.account);
      if (invoice.story === 'open') expect(payments).toHaveLength(0);
      if (invoice.story === 'partial') expect(units).toBeLessThan(invoice.total);
      if (invoice.story === 'overpaid') expect(units).toBeGreaterThan(invoice.total);
      if (invoice.story === 'on-time') expect(payments[0]!.day).toBeLessThanOrEqual(invoice.dueDay);
      if (invoice.story === 'late') expect(payments[0]!.day).toBeGreaterThan(invoice.dueDay);
      expect(invoice.total).toBe(invoice.lines.reduce((s, l) => s + BigInt(l.quantity) * l.unitPrice, 0n));
    }
  });

  it('pays each bill at most once, after its approval, in batches and alone, leaving one open', () => {
    const paidDay = new Map<string, number>();
    for (const step of plan.steps) {
      const keys = step.kind === 'pay-bills-batch' ? step.billKeys : step.kind === 'pay-bill' ? [step.billKey] : [];
      for (const key of keys) {
        expect(paidDay.has(key)).toBe(false);
        paidDay.set(key, step.day);
      }
    }
    for (const bill of plan.bills) {
      const day = paidDay.get(bill.key);
      if (day !== undefined) expect(day).toBeGreaterThan(bill.approveDay);
    }
    expect(plan.steps.some((s) => s.kind === 'pay-bills-batch' && s.billKeys.length > 1)).toBe(true);
    expect(plan.steps.some((s) => s.kind === 'pay-bill')).toBe(true);
    expect(paidDay.size).toBe(plan.bills.length - 1);
  });

  it('runs payroll monthly, issues the share token before minting, and anchors documents', () => {
    expect(plan.steps.filter((s) => s.kind === 'payroll')).toHaveLength(12);
    const deployed = plan.steps.findIndex((s) => s.kind === 'deploy-token');
    const firstMint = plan.steps.findIndex((s) => s.kind === 'mint');
    expect(deployed).toBeGreaterThanOrEqual(0);
    expect(firstMint).toBeGreaterThan(deployed);
    expect(plan.steps.filter((s) => s.kind === 'anchor')).toHaveLength(3);
  });

  it('plants a duplicate payment within a day and a look-alike of a vendor in the last 90 days', () => {
    const duplicates = plan.steps.flatMap((s) => (s.kind === 'transfer' && s.why === 'duplicate' ? [s] : []));
    expect(duplicates).toHaveLength(2);
    expect(duplicates[0]!.units).toBe(duplicates[1]!.units);
    expect(duplicates[1]!.day - duplicates[0]!.day).toBeLessThanOrEqual(1);
    const lookAlike = plan.steps.find((s) => s.kind === 'transfer' && s.why === 'look-alike');
    expect(lookAlike && plan.days - lookAlike.day).toBeLessThan(90);
  });
});

describe('lookAlikeAddress', () => {
  it('keeps the first and last four hex characters and changes the rest', () => {
    const vendor = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
    const twin = lookAlikeAddress(vendor, 'ab'.repeat(16));
    expect(lookAlikeKey(twin)).toBe(lookAlikeKey(vendor));
    expect(twin.toLowerCase()).not.toBe(vendor.toLowerCase());
    expect(twin).toMatch(/^0x[0-9a-f]{40}$/);
  });
});

describe('documentAnchor', () => {
  it('gives the sha-256 digest and a raw CIDv1 of the text', () => {
    const anchor = documentAnchor('abc');
    expect(anchor.digest).toBe('0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(anchor.cid).toMatch(/^bafkrei/);
  });
});

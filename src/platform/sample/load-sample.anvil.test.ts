// The whole sample company on a real anvil and an in-memory workspace: loaded through the stores
// and the signing code, then read by the real sync engine; SBI flags what the plan planted.
import 'fake-indexeddb/auto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { rpc } from '../../../scripts/lib/anvil.mjs';
import { deployAll } from '../../../scripts/lib/deploy.mjs';
import { providerFor, syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { findAnomalies } from '@/lib/insights/anomalies';
import { readInsightInputs } from '@/lib/insights/insight-store';
import { samplePlan } from '@/lib/sample/plan';
import { loadSampleCompany } from './load-sample';

const chain = syncOnAnvil('sample');
const plan = samplePlan();

beforeAll(async () => {
  const deploymentsPath = join(await mkdtemp(join(tmpdir(), 'ledgerline-sample-')), 'deployments.json');
  await deployAll({ rpcUrl: chain.anvil.rpcUrl, deploymentsPath });
}, 60_000);

describe('loadSampleCompany', () => {
  it('saves the user records and the sync engine reads a year that SBI finds suspicious in two places', async () => {
    const db = await chain.fresh();
    const url = chain.anvil.rpcUrl;
    const account = chain.accounts[0]!;
    const signer = await new JsonRpcProvider(url, 31337, { staticNetwork: true }).getSigner(account);
    const steps: string[] = [];
    await loadSampleCompany({
      db,
      provider: providerFor(() => url),
      signer,
      account,
      chainId: 31337,
      rpc: (method, params) => rpc(url, method, (params as unknown[] | undefined) ?? []),
      now: new Date(),
      onProgress: (text) => steps.push(text),
    });
    expect(steps.at(-1)).toMatch(/^Done/);
    expect((await db.companyProfile.toArray())[0]?.legalName).toBe(plan.company.legalName);
    expect((await db.teamMembers.toArray()).map((m) => m.role).sort()).toEqual(['Accountant', 'Admin', 'Viewer']);
    expect(await db.counterparties.count()).toBe(plan.clients.length + plan.vendors.length);
    const invoices = await db.invoices.toArray();
    expect(invoices.every((i) => i.state === 'sent' && i.signature !== null)).toBe(true);
    expect((await db.bills.toArray()).every((b) => b.state === 'approved')).toBe(true);
    expect(await db.billApprovals.count()).toBe(plan.bills.length);
    const payrolls = plan.steps.filter((s) => s.kind === 'payroll').length;
    expect((await db.distributionRuns.toArray()).filter((r) => r.status === 'done')).toHaveLength(payrolls);
    expect(await db.distributionTemplates.count()).toBe(1);
    expect((await db.companyTokens.toArray()).map((t) => t.symbol)).toEqual([plan.token.symbol]);
    expect(await db.ledgerPrices.count()).toBe(plan.prices.length);
    const documents = await db.documents.toArray();
    expect(documents).toHaveLength(plan.steps.filter((s) => s.kind === 'anchor').length);
    expect(documents.every((d) => d.anchor?.sender === account)).toBe(true);

    // Chain-derived records come from the sync engine alone: the loader wrote none of them.
    const derived = [db.chainTransactions, db.payments, db.chainBalances, db.syncCursors, db.recentBlocks];
    expect(await Promise.all(derived.map((table) => table.count()))).toEqual(derived.map(() => 0));

    chain.start();
    const paidInvoices = plan.steps.filter((s) => s.kind === 'pay-invoice').length;
    // Every router payment of an invoice names one of the sample's invoices by its reference.
    const references = new Set(invoices.map((i) => i.reference));
    await until(async () => {
      const payments = await db.payments.toArray();
      const invoicePayments = payments.filter((p) => references.has(p.reference.toLowerCase()));
      expect(invoicePayments).toHaveLength(paidInvoices);
    });

    await until(async () => {
      const { inputs } = await readInsightInputs(db);
      const kinds = findAnomalies(inputs).map((a) => a.kind);
      expect(kinds).toContain('duplicate-payment');
      expect(kinds).toContain('look-alike-address');
    });
  }, 120_000);
});

// The whole sample company on a real anvil and an in-memory workspace: loaded through the stores
// and the signing code, then read by the real sync engine; SBI flags what the plan planted.
import 'fake-indexeddb/auto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/primitives/days';
import { rpc } from '../../../scripts/lib/anvil.mjs';
import { deployAll } from '../../../scripts/lib/deploy.mjs';
import { providerFor, syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { httpReader } from '@/lib/chain/rpc-client';
import { recordOpeningBalances } from '@/lib/chain/sync/opening-balances';
import { findAnomalies } from '@/lib/insights/anomalies';
import { toDecimalString } from '@/lib/money/decimal-string';
import { localAnswer } from '@/lib/price-feeds/local-history';
import { refreshFeedPrices } from '@/lib/price-feeds/price-follower';
import { readInsightInputs } from '@/lib/insights/insight-store';
import { booksVsChain } from '@/lib/ledger/chain-reconciliation';
import { entryFromRow } from '@/lib/ledger/store/ledger-rows';
import { SAMPLE_OPENING_UNITS, samplePlan } from '@/lib/sample/sample-plan';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { paidByBill } from '@/lib/payments/bill-paid';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { vendorStatementEvents } from '@/lib/payments/payables';
import { invoiceSettlements } from '@/lib/payments/invoice-settlement';
import { clientStatementEvents } from '@/lib/payments/receivables';
import { computeLedger } from '@/platform/features/accounting/model/ledger-compute';
import { documentRows } from '@/platform/features/accounting/store/use-accounting-data';
import { loadSampleCompany } from './load-sample';

// The chain begins a year and a week back, as `npm start` starts it: the deployment comes before the year.
const chain = syncOnAnvil('sample', ['--timestamp', String(Math.floor(Date.now() / 1000) - 370 * 86_400)]);
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
    // In the browser the session's engine runs while the year is played: before the books have a
    // start day it proposes the opening at genesis (anvil's 10,000 ETH). The loader drops that row.
    await recordOpeningBalances(
      db,
      httpReader(url, 31337),
      { chainId: 31337, wallets: [account], nativeSymbol: 'ETH', nativeDecimals: 18 },
      () => 0,
      new Date().toISOString(),
    );
    expect((await db.openingBalances.toArray()).map((o) => [o.block, o.status])).toEqual([[0, 'proposed']]);
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
    // The company wallet is the company's treasury (Company → Wallets): what the Dashboard counts as cash.
    expect((await db.treasuryWallets.toArray()).map((w) => w.address.toLowerCase())).toEqual([account.toLowerCase()]);
    const invoices = await db.invoices.toArray();
    expect(invoices.every((i) => i.state === 'sent' && i.signature !== null)).toBe(true);
    expect((await db.bills.toArray()).every((b) => b.state === 'approved')).toBe(true);
    expect(await db.billApprovals.count()).toBe(plan.bills.length);
    const payrolls = plan.steps.filter((s) => s.kind === 'payroll').length;
    expect((await db.distributionRuns.toArray()).filter((r) => r.status === 'done')).toHaveLength(payrolls);
    expect(await db.distributionTemplates.count()).toBe(1);
    // Salaries as a person types them (exact, no trailing `.0`), each the plan's amount.
    const firstPayroll = plan.steps.find((s) => s.kind === 'payroll');
    const [template] = await db.distributionTemplates.toArray();
    expect(template?.recipients.map((r) => r.share)).toEqual(
      firstPayroll?.kind === 'payroll' ? firstPayroll.recipients.map((r) => toDecimalString(r.units, 18)) : [],
    );
    expect(template?.recipients.every((r) => /^\d+(\.\d*[1-9])?$/.test(r.share))).toBe(true);
    expect((await db.companyTokens.toArray()).map((t) => t.symbol)).toEqual([plan.token.symbol]);
    expect(await db.ledgerPrices.count()).toBe(plan.prices.length);
    const documents = await db.documents.toArray();
    expect(documents).toHaveLength(plan.steps.filter((s) => s.kind === 'anchor').length);
    expect(documents.every((d) => d.anchor?.sender === account)).toBe(true);

    // The bookkeeper's side: the books start on the year's first day, the opening balance the chain
    // shows there (the treasury funded on the day before, not anvil's test balance) is confirmed, and
    // the share issuance is posted (three mints) against share capital.
    const profile = (await db.companyProfile.toArray())[0];
    expect(profile?.fiscalYearStartMonth).not.toBe(1);
    const setting = (await db.networkSettings.toArray()).find((s) => s.chainId === 31337);
    const openings = await db.openingBalances.toArray();
    const eth = openings.find((o) => o.asset === 'native');
    expect(eth).toMatchObject({ status: 'confirmed', units: SAMPLE_OPENING_UNITS.toString() });
    expect(eth!.date < setting!.booksStartOn!).toBe(true);
    expect(openings.every((o) => o.status === 'confirmed' && o.block === eth?.block && o.block > 0)).toBe(true);
    const sources = (await db.journalEntries.toArray()).map((e) => e.source);
    expect(sources.filter((s) => s.startsWith('opening:'))).toHaveLength(1);
    expect(sources.filter((s) => s.startsWith('token:'))).toHaveLength(3);

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

    // Once the engine has read the year and the poster booked it, the books match the chain: every
    // wallet and asset, at the synced block, as the Dashboard's "Books against the chain" shows it.
    await until(async () => {
      const entries = (await db.journalEntries.toArray()).map(entryFromRow);
      const books = booksVsChain(await db.chainBalances.toArray(), entries, {
        openings: await db.openingBalances.toArray(),
        rows: await db.chainTransactions.toArray(),
      });
      const differences = books.flatMap((network) =>
        network.differences.map((d) => `${d.symbol} ${d.difference} ${d.causes.map((c) => c.kind).join(',')}`),
      );
      expect(differences).toEqual([]);
      expect(books.map((network) => network.matches)).toEqual([true]);
    });

    // ETH in pounds comes from the local ETH/GBP feed, a round a day (no typed ETH price): the price
    // follower's pass caches the days of the books, each the feed's answer for that day.
    expect(plan.prices.every((p) => p.asset === 'token')).toBe(true);
    await refreshFeedPrices({
      db,
      reader: httpReader(url, 31337),
      chainId: 31337,
      now: () => new Date(),
      signal: new AbortController().signal,
      pollMs: 0,
    });
    const today = isoDay();
    const fed = (await db.ledgerPrices.toArray()).filter((p) => p.source?.kind === 'feed' && p.date < today);
    expect(fed.length).toBeGreaterThan(10);
    for (const price of fed) {
      const day = Date.parse(`${price.date}T00:00:00Z`) / 86_400_000;
      expect(price.source).toMatchObject({ quote: 'GBP' });
      expect(price.price).toBe(toDecimalString(localAnswer('ETH/GBP', day)!, 8));
    }

    // The statements tie to the control accounts in pounds: each client's and vendor's balance in the
    // books is its own, a client whose statement is settled reads £0.00, and Accounts receivable and
    // payable are the sum of the counterparties'.
    const company = (await db.companyProfile.toArray())[0]!;
    const reports = computeLedger({
      kind: 'reports',
      book: {
        entries: await db.journalEntries.toArray(),
        accounts: await db.ledgerAccounts.toArray(),
        prices: await db.ledgerPrices.toArray(),
        tokens: await db.knownTokens.toArray(),
        baseCurrency: company.baseCurrency,
        fiscalYearStartMonth: company.fiscalYearStartMonth,
        ...(await documentRows(db)),
      },
      range: { from: today, to: today },
      previous: null,
      ledger: null,
    });
    const functional = reports.kind === 'reports' ? reports.reports.functional : null;
    expect(functional).not.toBe(null);
    // Debit positive, as the counterparties' balances.
    const control = (id: string) => functional!.current.trial.rows.find((r) => r.account.id === id)?.amount ?? 0n;
    const sum = (id: string) =>
      functional!.parties.filter(([, account]) => account === id).reduce((total, [, , amount]) => total + amount, 0n);
    expect(sum(ACCOUNT_IDS.receivable)).toBe(control(ACCOUNT_IDS.receivable));
    expect(sum(ACCOUNT_IDS.payable)).toBe(control(ACCOUNT_IDS.payable));
    const sign = (n: bigint | undefined) => (!n ? 0 : n > 0n ? 1 : -1);
    const settled = invoiceSettlements(invoices, await db.payments.toArray(), [], new Set([account.toLowerCase()]));
    for (const clientId of new Set(invoices.map((i) => i.clientId))) {
      const units = buildStatement(clientStatementEvents(invoices, clientId, settled)).balances.get('31337:native');
      const pounds = functional!.parties.find(
        ([party, id]) => party === `client:${clientId}` && id === ACCOUNT_IDS.receivable,
      );
      // Settled: £0.00; owed: a debit; in credit (an overpayment): a credit.
      expect(sign(pounds?.[2])).toBe(sign(units));
    }
    // The vendors likewise (a payable is a credit: owed reads negative).
    const bills = await db.bills.toArray();
    const intents = await db.billPayments.toArray();
    const txStatus = new Map(
      (await db.chainTransactions.toArray()).map((row) => [`${row.chainId}:${row.hash}`, row.status] as const),
    );
    const ours = new Set([account.toLowerCase()]);
    const chainPayments = await db.payments.toArray();
    const paidBy = paidByBill({
      bills,
      intents,
      txStatus: (chainId, hash) => txStatus.get(`${chainId}:${hash}`),
      chainPayments,
      ourWallets: ours,
    });
    for (const vendorId of new Set(bills.map((b) => b.vendorId))) {
      const events = vendorStatementEvents(bills, paidBy, vendorId, intents, txStatus, chainPayments, ours);
      const units = buildStatement(events).balances.get('31337:native');
      const pounds = functional!.parties.find(
        ([party, id]) => party === `vendor:${vendorId}` && id === ACCOUNT_IDS.payable,
      );
      expect(sign(pounds?.[2])).toBe(sign(units === undefined ? undefined : -units));
    }
  }, 120_000);
});

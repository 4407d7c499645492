import { describe, expect, it } from 'vitest';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { Invoice } from '@/lib/db/entities/invoice';
import { agingReport } from './aging';
import { buildStatement } from './counterparty-statement';
import { companyWallets, invoiceSettlements } from './invoice-settlement';
import { clientStatementEvents, receivableCredits, receivableItems } from './receivables';
import { invoicePostingRule } from './invoice-posting';
import { runRules } from '@/lib/ledger/run-rules';
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CLIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ETH = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const invoice = (id: string, state: string, total: string, dueDate: string, clientId = 'c1') =>
  ({
    id,
    number: `INV-${id}`,
    state,
    reference: `0x${id.padStart(64, '0')}`,
    asset: ETH,
    payee: ME,
    total,
    clientId,
    issueDate: '2026-09-01',
    dueDate,
    matchDecisions: [],
  }) as unknown as Invoice;
const payment = (invoiceId: string, units: string, day: string) =>
  ({
    id: `31337:0x${invoiceId.padStart(64, 'f')}:0`,
    chainId: 31337,
    hash: `0x${invoiceId.padStart(64, 'f')}`,
    logIndex: 0,
    time: `${day}T10:00:00.000Z`,
    reference: `0x${invoiceId.padStart(64, '0')}`,
    payer: CLIENT,
    payee: ME,
    token: null,
    units,
    transferChecked: true,
    direction: 'in',
  }) as unknown as ChainPayment;

describe('receivables', () => {
  const invoices = [
    invoice('1', 'sent', '1000', '2026-11-30'),
    invoice('2', 'sent', '500', '2026-10-01'),
    invoice('3', 'draft', '70', '2026-09-01'),
    invoice('4', 'void', '90', '2026-09-01'),
    invoice('5', 'sent', '300', '2026-08-01', 'c2'),
  ];
  const payments = [payment('1', '400', '2026-11-10'), payment('5', '300', '2026-11-11')];
  const settled = invoiceSettlements(invoices, payments, [], companyWallets([], ME, payments));

  it('ages the open part of sent invoices only (drafts, void and paid ones are not owed)', () => {
    const items = receivableItems(invoices, settled);
    expect(items.map((i) => [i.id, i.open, i.label])).toEqual([
      ['1', 600n, 'invoice INV-1'],
      ['2', 500n, 'invoice INV-2'],
    ]);
    const [row] = agingReport(items, '2026-11-22');
    expect(row?.buckets).toEqual({ current: 600n, '1-30': 0n, '31-60': 500n, '61-90': 0n, 'over-90': 0n });
  });

  it("builds a client's statement: invoices, the payments that count, the running balance", () => {
    const statement = buildStatement(clientStatementEvents(invoices, 'c1', settled));
    expect(statement.lines.map((l) => [l.date, l.label.split(' (')[0], l.balance])).toEqual([
      ['2026-09-01', 'Invoice INV-1', 1000n],
      ['2026-09-01', 'Invoice INV-2', 1500n],
      ['2026-11-10', 'Payment of INV-1', 1100n],
    ]);
    expect(buildStatement(clientStatementEvents(invoices, 'c2', settled)).balances.get('31337:native')).toBe(0n);
  });

  it('nets a client’s overpayment: the aging, the statement and Accounts receivable agree to the unit', () => {
    // c3 paid INV-6 (200) with 240: a credit of 40; INV-7 (100) is open. It owes 100 − 40 = 60.
    const more = [
      { ...invoice('6', 'sent', '200', '2026-10-01', 'c3'), incomeAccountId: ACCOUNT_IDS.sales, taxTotal: '0' },
      { ...invoice('7', 'sent', '100', '2026-11-30', 'c3'), incomeAccountId: ACCOUNT_IDS.sales, taxTotal: '0' },
    ] as Invoice[];
    const paid = [payment('6', '240', '2026-10-02')];
    const done = invoiceSettlements(more, paid, [], companyWallets([], ME, paid));
    const credits = receivableCredits(more, done);
    expect(credits.map((c) => [c.id, c.counterpartyId, c.credit])).toEqual([['6', 'c3', 40n]]);
    const [row] = agingReport(receivableItems(more, done), '2026-11-22', credits);
    expect(row).toMatchObject({ counterpartyId: 'c3', credit: 40n, total: 60n });
    expect(row?.buckets.current).toBe(100n);
    const statement = buildStatement(clientStatementEvents(more, 'c3', done));
    expect(statement.balances.get('31337:native')).toBe(60n);
    const { drafts } = runRules(
      more.map((i) => ({ invoice: i, payments: done.get(i.id)?.counted ?? [], accepted: [] })),
      [invoicePostingRule],
      { accounts: defaultChart(), wallets: [] },
    );
    const receivable = drafts
      .flatMap((d) => d.postings)
      .filter((p) => p.accountId === ACCOUNT_IDS.receivable)
      .reduce((sum, p) => sum + p.amount, 0n);
    expect(receivable).toBe(60n);
  });
});

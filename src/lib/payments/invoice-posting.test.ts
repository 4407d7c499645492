import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS, defaultChart } from '@/lib/ledger/default-chart';
import { checkBalanced } from '@/lib/ledger/entry';
import { runRules } from '@/lib/ledger/run-rules';
import { invoiceTotals } from './invoice-totals';
import { invoicePostingRule, type InvoicePostingInput } from './invoice-posting';
import type { PaymentFact } from './match';

const PAYEE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const COMMODITY = `31337:${TOKEN.toLowerCase()}`;
const WALLET = `wallet:31337:${TOKEN.toLowerCase()}:${PAYEE.toLowerCase()}`;
// Two lines, one taxed at 10% and one at 0%: total 31.5, of which 1.5 tax (6 decimals).
const TOTALS = invoiceTotals([
  { quantity: '1.5', unitPrice: '10000000', discountPercent: '0', taxRatePercent: '10' },
  { quantity: '1', unitPrice: '15000000', discountPercent: '0', taxRatePercent: '0' },
]);
const invoice: InvoicePostingInput['invoice'] = {
  id: 'i1',
  number: 'INV-0007',
  state: 'sent',
  issueDate: '2026-03-01',
  payee: PAYEE,
  incomeAccountId: ACCOUNT_IDS.sales,
  asset: { chainId: 31337, kind: 'erc20', address: TOKEN, symbol: 'TUSD', decimals: 6, name: 'Test Dollar' },
  total: TOTALS.total.toString(),
  taxTotal: TOTALS.tax.toString(),
};
const payment = (n: number, units: string): PaymentFact => ({
  id: `p${n}`,
  chainId: 31337,
  hash: `0x${String(n).repeat(64)}`,
  logIndex: 2,
  time: '2026-03-05T10:00:00.000Z',
  reference: `0x${'ab'.repeat(32)}`,
  payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  payee: PAYEE,
  token: TOKEN,
  units,
  transferChecked: true,
});

function post(input: Partial<InvoicePostingInput>) {
  const { drafts } = runRules([{ invoice, payments: [], accepted: [], ...input }], [invoicePostingRule], {
    accounts: defaultChart(),
    wallets: [{ chainId: 31337, address: PAYEE, label: 'Treasury' }],
  });
  for (const draft of drafts) expect(checkBalanced(draft)).toEqual({ ok: true });
  return drafts.map((d) => ({
    source: d.source,
    date: d.date,
    legs: d.postings.map((p) => [p.accountId, p.amount, p.commodity]),
  }));
}

describe('invoicePostingRule', () => {
  it('issuing posts receivable (total) against income (net) and taxes payable (tax), dated on the issue date', () => {
    expect([TOTALS.total, TOTALS.tax]).toEqual([31_500_000n, 1_500_000n]);
    expect(post({})).toEqual([
      {
        source: 'invoice:i1',
        date: '2026-03-01',
        legs: [
          [ACCOUNT_IDS.receivable, 31_500_000n, COMMODITY],
          [ACCOUNT_IDS.sales, -30_000_000n, COMMODITY],
          [ACCOUNT_IDS.taxesPayable, -1_500_000n, COMMODITY],
        ],
      },
    ]);
  });

  it('an invoice without tax has no taxes payable leg', () => {
    expect(post({ invoice: { ...invoice, total: '15000000', taxTotal: '0' } })[0]?.legs).toEqual([
      [ACCOUNT_IDS.receivable, 15_000_000n, COMMODITY],
      [ACCOUNT_IDS.sales, -15_000_000n, COMMODITY],
    ]);
  });

  it('each payment that counts posts wallet / receivable on its day, keyed by chain, hash and log index', () => {
    const [, first, second] = post({ payments: [payment(1, '10000000'), payment(2, '21500000')] });
    expect(first).toEqual({
      source: `invoice:i1:payment:31337:0x${'1'.repeat(64)}:2`,
      date: '2026-03-05',
      legs: [
        [WALLET, 10_000_000n, COMMODITY],
        [ACCOUNT_IDS.receivable, -10_000_000n, COMMODITY],
      ],
    });
    expect(second?.legs).toEqual([
      [WALLET, 21_500_000n, COMMODITY],
      [ACCOUNT_IDS.receivable, -21_500_000n, COMMODITY],
    ]);
  });

  it('an overpayment is posted whole: the receivable ends as a credit (the client’s)', () => {
    const drafts = post({ payments: [payment(1, '31500000'), payment(2, '2000000')] });
    const receivable = drafts
      .flatMap((d) => d.legs)
      .filter(([account]) => account === ACCOUNT_IDS.receivable)
      .reduce((sum, [, amount]) => sum + (amount as bigint), 0n);
    expect(receivable).toBe(-2_000_000n);
    expect(drafts.at(-1)?.legs).toEqual([
      [WALLET, 2_000_000n, COMMODITY],
      [ACCOUNT_IDS.receivable, -2_000_000n, COMMODITY],
    ]);
  });

  it('an accepted transfer posts the same legs under invoice:<id>:match:<transaction id>', () => {
    expect(
      post({ accepted: [{ transactionId: '31337:0xabc:0', units: '31500000', time: '2026-03-09T23:59:00.000Z' }] })[1],
    ).toEqual({
      source: 'invoice:i1:match:31337:0xabc:0',
      date: '2026-03-09',
      legs: [
        [WALLET, 31_500_000n, COMMODITY],
        [ACCOUNT_IDS.receivable, -31_500_000n, COMMODITY],
      ],
    });
  });

  it('a void invoice has no issuing entry (so the ledger reverses it); money that arrived is still posted', () => {
    expect(
      post({ invoice: { ...invoice, state: 'void' }, payments: [payment(1, '5000000')] }).map((d) => d.source),
    ).toEqual([`invoice:i1:payment:31337:0x${'1'.repeat(64)}:2`]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultChart } from '@/lib/ledger/default-chart';
import { CLIENT, daysAgo, ETHER, inputs, row, VENDOR } from './rows.testing';
import { INSIGHT_STAGES, runInsights, runInsightsTimed } from './run-insights';

describe('runInsightsTimed', () => {
  const workspace = inputs({
    transactions: Array.from({ length: 40 }, (_, index) =>
      row({ time: daysAgo(index * 3), category: index % 4 === 0 ? null : 'Hosting', memo: `server ${index}` }),
    ),
  });

  it('gives the same result as runInsights, with a time for every stage when given a clock', () => {
    let tick = 0;
    const { result, stages } = runInsightsTimed(workspace, () => tick++);
    expect(result).toEqual(runInsights(workspace));
    expect([...stages.keys()]).toEqual([...INSIGHT_STAGES]);
    for (const ms of stages.values()) expect(ms).toBeGreaterThan(0);
  });

  it('records nothing without a clock', () => {
    expect(runInsightsTimed(workspace).stages.size).toBe(0);
  });
});

describe('the forecast starts from the company’s cash', () => {
  // Twelve completed weeks with 1 ETH out each: the rows add up to −12 ETH, but the wallet held
  // 32 ETH before its first row (a genesis allocation or an opening balance), so it holds 20 now.
  const transactions = Array.from({ length: 12 }, (_, k) => row({ time: daysAgo(7 * k + 2) }));

  it('starts at the treasury wallets’ balance, not at the sum of the rows', () => {
    const result = runInsights(inputs({ transactions, cash: new Map([['31337:native', 20n * ETHER]]) }));
    const [forecast] = result.forecasts;
    if (forecast?.kind !== 'forecast') throw new Error('expected a forecast');
    expect(forecast.balance).toBe(20n * ETHER);
    expect(forecast.start).toBe(20n * ETHER); // nothing moved in the current week
    expect(forecast.history.at(-1)?.cash).toBe(20n * ETHER);
    expect(forecast.history[0]?.cash).toBe(31n * ETHER); // 32 held, 1 out in the first week
  });

  it('counts only the company’s rows when they are given, and without a cash figure keeps the rows’ sum', () => {
    const elsewhere = row({ time: daysAgo(3), units: String(5n * ETHER) });
    const result = runInsights(inputs({ transactions: [...transactions, elsewhere], cashRows: transactions }));
    const [forecast] = result.forecasts;
    expect(forecast?.balance).toBe(-12n * ETHER);
  });
});

describe('suggested categories', () => {
  // Bill payments to VENDOR booked to Accounts payable (the app's own booking), software bought
  // from VENDOR, and receipts from CLIENT with no category: the receipts look like the bill
  // payments to a learner, but a control account is never proposed.
  const billPayments = Array.from({ length: 12 }, (_, k) =>
    row({ time: daysAgo(10 + k), category: 'Accounts payable', memo: 'bill' }),
  );
  const software = Array.from({ length: 12 }, (_, k) => row({ time: daysAgo(40 + k), category: 'Software' }));
  const receipts = Array.from({ length: 3 }, (_, k) =>
    row({ time: daysAgo(k + 1), direction: 'in', counterparty: CLIENT, memo: 'bill' }),
  );
  const newBill = row({ time: daysAgo(1), counterparty: VENDOR });

  it('never proposes a control account, and learns only from income and expense labels', () => {
    const result = runInsights(
      inputs({
        transactions: [...billPayments, ...software, ...receipts, newBill],
        chart: { accounts: defaultChart(), mapped: new Map() },
      }),
    );
    expect(result.suggestions.map((s) => s.category)).not.toContain('Accounts payable');
    expect(result.suggestions.find((s) => s.transactionId === newBill.id)?.category).toBe('Software');
    // Measured on the 12 rows labelled with an expense account only.
    expect(result.evaluation).toMatchObject({ kind: 'not-enough', labelled: 12 });
    // Without the chart (no ledger known) the control label would have been proposed.
    const blind = runInsights(inputs({ transactions: [...billPayments, ...software, ...receipts, newBill] }));
    expect(blind.suggestions.map((s) => s.category)).toContain('Accounts payable');
  });

  it('lists no suggestion for a row an invoice’s router payment posts', () => {
    const invoice = { reference: `0x${'a1'.repeat(32)}` };
    const paid = row({ time: daysAgo(1), direction: 'in', counterparty: CLIENT });
    const payment = { chainId: 31337, hash: paid.hash, reference: invoice.reference };
    const result = runInsights(
      inputs({
        transactions: [...software, paid],
        invoices: [invoice] as never,
        payments: [payment] as never,
        rules: [{ id: 'r', counterparty: CLIENT, memoContains: '', category: 'Sales', createdAt: daysAgo(0) }] as never,
        chart: { accounts: defaultChart(), mapped: new Map() },
      }),
    );
    expect(result.suggestions.map((s) => s.transactionId)).not.toContain(paid.id);
    expect(result.uncategorised).toBe(0);
  });
});

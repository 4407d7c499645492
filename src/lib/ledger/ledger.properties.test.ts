import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/primitives/days';
import { balanceSheet } from './balance-sheet';
import { balancesOf, type Balances } from './balances';
import { checkBalanced, reverse } from './entry';
import { incomeStatement } from './income-statement';
import { CATEGORIES, journalArb, txRowsArb, WALLETS } from './ledger-arbitraries.testing';
import { sampleChart } from './ledger.testing';
import { indexPrices } from './prices';
import { applyReconciliation, reconcile } from './reconcile';
import { runRules } from './run-rules';
import { trialBalance } from './trial-balance';
import { TX_RULES } from './tx-rules';

const RUNS = { numRuns: 150 };
const NO_PRICES = indexPrices([]);

/** Balances without zero lines, as plain data for equality. */
function nonZero(balances: Balances): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [account, perCommodity] of balances)
    for (const a of perCommodity.values()) if (a.amount !== 0n) out[`${account} ${a.commodity}`] = a.amount.toString();
  return out;
}

describe('ledger properties', () => {
  it('every entry the rules generate balances', () => {
    fc.assert(
      fc.property(txRowsArb, (rows) => {
        const { drafts } = runRules(rows, TX_RULES, { accounts: sampleChart().accounts, wallets: WALLETS });
        for (const draft of drafts) expect(checkBalanced(draft)).toEqual({ ok: true });
        expect(new Set(drafts.map((d) => d.source)).size).toBe(drafts.length);
      }),
      RUNS,
    );
  });

  it('the trial balance totals zero per commodity (debits = credits)', () => {
    fc.assert(
      fc.property(journalArb, ({ accounts, entries }) => {
        const tb = trialBalance(entries, accounts, NO_PRICES, { to: '2099-12-31' });
        for (const total of tb.totals) expect(total.debit).toBe(total.credit);
        const sum = new Map<string, bigint>();
        for (const row of tb.rows) sum.set(row.commodity, (sum.get(row.commodity) ?? 0n) + row.balance);
        for (const value of sum.values()) expect(value).toBe(0n);
      }),
      RUNS,
    );
  });

  it("a period's net income equals the change in equity (current earnings included) less owner movements", () => {
    const toDay = (n: number) => addDays('2024-01-01', n);
    const range = fc
      .tuple(fc.integer({ min: 0, max: 730 }), fc.integer({ min: 0, max: 730 }))
      .map(([a, b]) => ({ from: toDay(Math.min(a, b)), to: toDay(Math.max(a, b)) }));
    fc.assert(
      fc.property(journalArb, range, ({ accounts, entries }, { from, to }) => {
        const ni = incomeStatement(entries, accounts, NO_PRICES, { from, to }).netIncome;
        const equityAt = (date: string) => {
          const sheet = balanceSheet(entries, accounts, NO_PRICES, date);
          const total = new Map<string, bigint>();
          for (const row of [...sheet.equity, ...sheet.currentEarnings])
            total.set(row.commodity, (total.get(row.commodity) ?? 0n) + row.amount);
          for (const t of sheet.totals) expect(t.assets).toBe(t.liabilitiesAndEquity);
          return total;
        };
        const before = equityAt(addDays(from, -1));
        const after = equityAt(to);
        const equityIds = new Set(accounts.filter((a) => a.type === 'equity').map((a) => a.id));
        const direct = new Map<string, bigint>();
        for (const [id, perCommodity] of balancesOf(entries, { from, to })) {
          if (!equityIds.has(id)) continue;
          for (const a of perCommodity.values()) direct.set(a.commodity, (direct.get(a.commodity) ?? 0n) - a.amount);
        }
        const commodities = new Set([...ni.map((n) => n.commodity), ...before.keys(), ...after.keys()]);
        for (const c of commodities) {
          const netIncome = ni.find((n) => n.commodity === c)?.amount ?? 0n;
          expect(netIncome).toBe((after.get(c) ?? 0n) - (before.get(c) ?? 0n) - (direct.get(c) ?? 0n));
        }
      }),
      RUNS,
    );
  });

  it('a reversal restores every balance', () => {
    fc.assert(
      fc.property(journalArb, fc.nat(), ({ entries }, pick) => {
        const live = entries.filter((e) => e.reversedBy === null && e.reversalOf === null);
        const target = live[pick % Math.max(live.length, 1)];
        fc.pre(target !== undefined);
        if (!target) return;
        const { original, reversal } = reverse(target, target.date, 'rev');
        const after = [...entries.map((e) => (e.id === original.id ? original : e)), reversal];
        expect(nonZero(balancesOf(after))).toEqual(nonZero(balancesOf(entries.filter((e) => e.id !== target.id))));
      }),
      RUNS,
    );
  });

  it('rules run twice produce the same journal; recategorising reverses and re-posts only what changed', () => {
    fc.assert(
      fc.property(
        txRowsArb,
        fc.array(fc.constantFrom(...CATEGORIES), { minLength: 25, maxLength: 25 }),
        (rows, newCategories) => {
          let next = 0;
          const options = {
            newId: () => `e${(next += 1)}`,
            reversalDate: (e: { date: string }) => e.date,
            postedBy: null,
          };
          const setup = { accounts: sampleChart().accounts, wallets: WALLETS };
          const first = runRules(rows, TX_RULES, setup).drafts;
          const journal = applyReconciliation([], reconcile([], first), options);
          const again = reconcile(journal, runRules(rows, TX_RULES, setup).drafts);
          expect(again.toPost).toEqual([]);
          expect(again.toReverse).toEqual([]);
          expect(applyReconciliation(journal, again, options)).toEqual(journal);

          const recategorised = rows.map((row, i) => ({ ...row, category: newCategories[i] ?? null }));
          const wanted = runRules(recategorised, TX_RULES, setup).drafts;
          const plan = reconcile(journal, wanted);
          const changed = wanted.filter(
            (d) =>
              !first.some(
                (f) =>
                  JSON.stringify(f, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ===
                  JSON.stringify(d, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
              ),
          );
          expect(plan.toPost.length).toBe(changed.length);
          expect(plan.toReverse.length).toBe(changed.length);
          const updated = applyReconciliation(journal, plan, options);
          expect(reconcile(updated, wanted)).toEqual({ toPost: [], toReverse: [] });
          // The books now say what a fresh run over the recategorised rows says.
          const fresh = applyReconciliation([], reconcile([], wanted), options);
          expect(nonZero(balancesOf(updated))).toEqual(nonZero(balancesOf(fresh)));
        },
      ),
      RUNS,
    );
  });
});

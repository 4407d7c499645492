import { describe, expect, it } from 'vitest';
import { checkBalanced, postDraft } from '@/lib/ledger/entry';
import { reconcile } from '@/lib/ledger/reconcile';
import { billRule, billSource } from './bill-rules';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { usdBill } from '@/lib/payments/fiat.testing';

const context = { accounts: [], categoryAccounts: new Map<string, string>(), walletAccount: () => 'w' };

describe('the bill posting rule', () => {
  it('posts expense and payable, balanced, once approved', () => {
    const bill = sampleBill({ state: 'approved', total: '25', expenseAccountId: 'software' });
    const [draft] = billRule(bill, context);
    expect(draft).toMatchObject({ source: 'bill:bill-1', date: '2026-03-01' });
    expect(draft?.postings).toEqual([
      { accountId: 'software', commodity: '31337:native', amount: 25n, decimals: 18 },
      { accountId: 'accounts-payable', commodity: '31337:native', amount: -25n, decimals: 18 },
    ]);
    expect(checkBalanced(draft!)).toEqual({ ok: true });
  });
  it('wants nothing before approval or after void, so reconcile reverses; re-running is a no-op', () => {
    const approved = sampleBill({ state: 'approved' });
    const posted = billRule(approved, context).map((d, i) => postDraft(d, `e${i}`, null));
    const inScope = (source: string) => source === billSource(approved.id);
    expect(reconcile(posted, billRule(approved, context), inScope)).toEqual({ toPost: [], toReverse: [] });
    for (const state of ['void', 'rejected', 'awaiting-approval', 'draft'] as const) {
      expect(reconcile(posted, billRule({ ...approved, state }, context), inScope).toReverse).toHaveLength(1);
    }
    const changed = reconcile(posted, billRule({ ...approved, total: '2' }, context), inScope);
    expect([changed.toReverse.length, changed.toPost.length]).toEqual([1, 1]);
  });
  it('posts a fiat bill in its asset at the issue rate, and nothing without one', () => {
    // 3,000 USD at 3,000 USD/ETH: expense and payable of 1 ETH.
    const [draft] = billRule(usdBill(300_000n, '3000'), context);
    expect(draft?.postings.map((p) => [p.accountId, p.amount])).toEqual([
      ['general-expenses', 10n ** 18n],
      ['accounts-payable', -(10n ** 18n)],
    ]);
    expect(draft?.memo).toBe('Bill V-7 (USD at 3000 per ETH)');
    // Dated four days after its rate's round: the memo names the stale price.
    const late = billRule({ ...usdBill(300_000n, '3000'), issueDate: '2026-03-05' }, context)[0];
    expect(late?.memo).toBe('Bill V-7 (USD at 3000 per ETH; stale price: the round was 4 days old)');
    expect(billRule(usdBill(300_000n, null), context)).toEqual([]);
  });
});

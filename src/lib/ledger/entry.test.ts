import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS } from './default-chart';
import { checkBalanced, postDraft, reverse } from './entry';
import { COMMODITIES, ETH, posting, TUSD } from './ledger.testing';
import { canPost, canReverse, closedPeriods, closePeriod, reopenPeriod } from './period';

const WALLET_ACCOUNT = 'wallet:31337:native:0x1';

describe('checkBalanced', () => {
  it('accepts an entry whose every commodity sums to zero', () => {
    expect(
      checkBalanced({
        postings: [
          posting(WALLET_ACCOUNT, ETH, 10n),
          posting(ACCOUNT_IDS.sales, ETH, -10n),
          posting('a', TUSD, 1n),
          posting('b', TUSD, -1n),
        ],
      }),
    ).toEqual({ ok: true });
  });
  it('names the commodity and the difference in its units', () => {
    const entry = {
      postings: [posting(WALLET_ACCOUNT, ETH, 10n ** 18n), posting(ACCOUNT_IDS.sales, ETH, -(5n * 10n ** 17n))],
    };
    expect(checkBalanced(entry, COMMODITIES)).toEqual({
      ok: false,
      message: 'ETH on Anvil (local) does not balance: debits exceed credits by 0.5 ETH',
    });
    const credits = { postings: [posting('a', TUSD, 1n), posting('b', TUSD, -3n)] };
    expect(checkBalanced(credits, COMMODITIES)).toEqual({
      ok: false,
      message: 'TUSD on Anvil (local) does not balance: credits exceed debits by 0.000002 TUSD',
    });
    expect(checkBalanced(credits)).toEqual({
      ok: false,
      message: `${TUSD} does not balance: credits exceed debits by 0.000002`,
    });
  });
  it('refuses a single posting and mixed decimals', () => {
    expect(checkBalanced({ postings: [posting('a', ETH, 0n)] }).ok).toBe(false);
    expect(
      checkBalanced({ postings: [posting('a', ETH, 1n), { ...posting('b', ETH, -1n), decimals: 6 }] }, COMMODITIES),
    ).toEqual({ ok: false, message: 'ETH on Anvil (local) is given with 18 and 6 decimals' });
  });
});

describe('reverse', () => {
  const entry = postDraft(
    { date: '2025-01-02', memo: 'Rent', source: 'manual', postings: [posting('x', ETH, 5n), posting('y', ETH, -5n)] },
    'e1',
    '0xabc',
  );
  it('negates every posting and links both ways', () => {
    const { original, reversal } = reverse(entry, '2025-02-01', 'e2');
    expect(original.reversedBy).toBe('e2');
    expect(reversal).toMatchObject({
      id: 'e2',
      date: '2025-02-01',
      reversalOf: 'e1',
      reversedBy: null,
      status: 'posted',
      source: 'manual',
      memo: 'Reversal of e1: Rent',
    });
    expect(reversal.postings.map((p) => p.amount)).toEqual([-5n, 5n]);
    expect(() => reverse(original, '2025-02-01', 'e3')).toThrow(/already reversed by e2/);
    expect(() => reverse({ ...entry, status: 'draft' }, '2025-02-01', 'e3')).toThrow(/Only a posted entry/);
  });
  it('refuses to post an unbalanced draft', () => {
    expect(() =>
      postDraft(
        { date: '2025-01-02', memo: '', source: 'manual', postings: [posting('x', ETH, 5n), posting('y', ETH, -4n)] },
        'e',
        null,
      ),
    ).toThrow(/does not balance/);
  });
});

describe('periods', () => {
  const q1 = { from: '2025-01-01', to: '2025-03-31' };
  it('refuses posting and reversing inside a closed period, and records the reopening', () => {
    const closed = closePeriod([], q1, '2025-04-02T10:00:00Z', '0xabc');
    if (!closed.ok) throw new Error(closed.message);
    const periods = closedPeriods(closed.events);
    expect(canPost({ date: '2025-03-31' }, periods)).toEqual({
      ok: false,
      message: '2025-03-31 falls in the closed period 2025-01-01 to 2025-03-31; reopen it first or use a later date',
    });
    expect(canPost({ date: '2025-04-01' }, periods)).toEqual({ ok: true });
    expect(canPost({ date: '2025-02-30' }, periods).ok).toBe(false);
    expect(canReverse({ date: '2025-02-01' }, '2025-04-05', periods).ok).toBe(false);
    expect(canReverse({ date: '2025-04-02' }, '2025-04-05', periods)).toEqual({ ok: true });
    expect(closePeriod(closed.events, { from: '2025-03-01', to: '2025-04-30' }, 'now', '0xabc')).toEqual({
      ok: false,
      message: 'It overlaps the closed period 2025-01-01 to 2025-03-31',
    });
    const reopened = reopenPeriod(closed.events, q1, '2025-04-03T09:00:00Z', '0xdef');
    if (!reopened.ok) throw new Error(reopened.message);
    expect(reopened.events.map((e) => e.kind)).toEqual(['closed', 'reopened']);
    expect(closedPeriods(reopened.events)).toEqual([]);
    expect(reopenPeriod(reopened.events, q1, 'now', '0xdef').ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { getAddress } from 'ethers';
import type { CategoryDecision, CategoryRule } from '@/lib/db/entities/insight-state';
import { CLIENT, NOW, VENDOR, daysAgo, row } from '../rows.testing';
import { suggestCategory, trainCategoriser } from './categoriser';
import { evaluateCategoriser } from './evaluate';
import { amountBucket, memoWords } from './features';

const rule = (patch: Partial<CategoryRule>): CategoryRule => ({
  id: 'r1',
  counterparty: null,
  memoContains: '',
  category: 'Rent',
  createdAt: NOW,
  revision: 1,
  ...patch,
});

describe('features', () => {
  it('buckets amounts by order of magnitude and keeps memo words of three letters or more', () => {
    expect(amountBucket(1_500_000n, 6)).toBe('0');
    expect(amountBucket(25_000_000n, 6)).toBe('1');
    expect(amountBucket(0n, 6)).toBe('zero');
    expect(memoWords('AWS invoice #42, May')).toEqual(['aws', 'invoice', 'may']);
  });
});

describe('suggestions', () => {
  const hosting = [1, 2, 3].map((n) => row({ category: 'Hosting', time: daysAgo(30 + n) }));
  const open = row({ time: daysAgo(1) });

  it('takes a rule first, then the counterparty usual category, then the model', () => {
    const withRule = trainCategoriser(hosting, [], [rule({ counterparty: VENDOR })]);
    expect(suggestCategory(withRule, open)).toMatchObject({ category: 'Rent', source: 'rule', confidence: 1 });
    const learned = trainCategoriser(hosting);
    // Laplace: (3 + 1) / (3 + 2) = 0.8.
    expect(suggestCategory(learned, open)).toMatchObject({
      category: 'Hosting',
      source: 'counterparty',
      confidence: 0.8,
    });
    const stranger = row({ counterparty: getAddress('0x' + '12'.repeat(20)), memo: 'hosting bill' });
    const byWords = trainCategoriser([
      ...[1, 2, 3].map(() => row({ counterparty: CLIENT, direction: 'in', category: 'Sales', memo: 'order' })),
      ...[1, 2, 3].map(() => row({ category: 'Hosting', memo: 'hosting bill' })),
    ]);
    expect(suggestCategory(byWords, stranger)).toMatchObject({ category: 'Hosting', source: 'model' });
  });

  it('never suggests a rejected category again, and rejections lower the counterparty confidence', () => {
    const decision: CategoryDecision = {
      id: `${open.id}:Hosting`,
      transactionId: open.id,
      category: 'Hosting',
      decision: 'rejected',
      source: 'counterparty',
      confidence: 0.8,
      decidedAt: NOW,
    };
    const other = row({ time: daysAgo(2) });
    const categoriser = trainCategoriser(hosting, [decision], [], new Map([[open.id, open]]));
    expect(suggestCategory(categoriser, open)?.category ?? null).not.toBe('Hosting');
    // (3 + 1) / (3 + 1 + 2) = 0.667 for another row of the same counterparty.
    expect(suggestCategory(categoriser, other)?.confidence).toBeCloseTo(4 / 6, 12);
  });

  it('keeps a weak guess back under the threshold', () => {
    const mixed = trainCategoriser([row({ category: 'A' }), row({ category: 'B' }), row({ category: 'C' })]);
    expect(suggestCategory(mixed, open)).toBeNull();
  });
});

describe('evaluation', () => {
  it('needs enough categorised rows', () => {
    expect(evaluateCategoriser(hostingRows(5))).toEqual({ kind: 'not-enough', labelled: 5 });
  });

  it('scores both splits beside both baselines', () => {
    const result = evaluateCategoriser(hostingRows(60));
    if (result.kind !== 'evaluated') throw new Error('not evaluated');
    expect(result.splits.map((split) => split.split)).toEqual(['time', 'counterparty']);
    const time = result.splits[0];
    expect(time?.train).toBe(48);
    expect(time?.scores.map((score) => score.name)).toEqual([
      'Suggestions (confidence ≥ 0.6)',
      'Suggestions (every row)',
      'Most frequent category',
      "Counterparty's most frequent",
    ]);
    // Each counterparty always has one category: the counterparty baseline and the suggestions are exact.
    expect(time?.scores[0]?.accuracy).toBe(1);
    expect(time?.scores[3]?.accuracy).toBe(1);
    expect(time?.scores[2]?.accuracy).toBeLessThan(1);
    // Whole counterparties held out: the counterparty baseline has nothing to say.
    expect(result.splits[1]?.scores[3]?.coverage).toBe(0);
  });
});

function hostingRows(count: number) {
  const payees = Array.from({ length: 10 }, (_, index) => getAddress(`0x${String(index + 1).padStart(40, '0')}`));
  return Array.from({ length: count }, (_, index) => {
    const payee = index % payees.length;
    return row({
      counterparty: payees[payee] ?? null,
      category: payee < 5 ? 'Hosting' : payee < 8 ? 'Payroll' : 'Travel',
      memo: payee < 5 ? 'server hosting' : payee < 8 ? 'salary' : 'flight',
      time: daysAgo(count - index),
    });
  });
}

import { describe, expect, it } from 'vitest';
import { getAddress } from 'ethers';
import { seededRandom } from '@/lib/stats/prng';
import { NOW, row } from '../rows.testing';
import { isLabelled, suggestCategory, trainCategoriser, withoutRows } from './categoriser';
import { evaluateCategoriser } from './evaluate';

const CATEGORIES = ['Hosting', 'Payroll', 'Travel', 'Rent'];
const WORDS = ['server', 'salary', 'flight', 'office', 'invoice'];

/** Mixed rows: a few counterparties, second categories, memo words, some unlabelled. */
function mixedRows(count: number, seed: number) {
  const random = seededRandom(seed);
  const payees = Array.from({ length: 12 }, (_, index) => getAddress(`0x${String(index + 1).padStart(40, '0')}`));
  return Array.from({ length: count }, (_, index) => {
    const payee = Math.floor(random() * payees.length);
    const category = random() < 0.8 ? CATEGORIES[payee % 4] : CATEGORIES[Math.floor(random() * 4)];
    return row({
      counterparty: random() < 0.05 ? null : (payees[payee] ?? null),
      direction: payee % 5 === 0 ? 'in' : 'out',
      category: random() < 0.15 ? null : (category ?? null),
      memo: random() < 0.6 ? `${WORDS[Math.floor(random() * WORDS.length)]} ${index % 7}` : '',
      units: String(BigInt(Math.floor(10 ** (random() * 6))) * 10n ** 12n),
      time: new Date(Date.parse(NOW) - (count - index) * 3_600_000).toISOString(),
    });
  });
}

describe('evaluation from the trained counts', () => {
  it('taking rows away from a categoriser trained on all gives the same suggestions as training on the rest', () => {
    const rows = mixedRows(300, 3);
    const labelled = rows.filter(isLabelled);
    const removed = labelled.filter((_, index) => index % 3 === 0);
    const rest = labelled.filter((_, index) => index % 3 !== 0);
    const fromAll = withoutRows(trainCategoriser(labelled), removed);
    const fresh = trainCategoriser(rest);
    expect(fromAll.trainedOn).toBe(fresh.trainedOn);
    for (const probe of rows)
      expect(suggestCategory(fromAll, probe, { threshold: 0 })).toEqual(
        suggestCategory(fresh, probe, { threshold: 0 }),
      );
  });

  it('scores both splits the same with or without the categoriser trained on every row', () => {
    for (const seed of [1, 2, 5]) {
      const rows = mixedRows(400, seed);
      const evaluation = evaluateCategoriser(rows);
      expect(evaluation.kind).toBe('evaluated');
      expect(evaluateCategoriser(rows, undefined, trainCategoriser(rows))).toEqual(evaluation);
    }
  });
});

// fast-check arbitraries of SBI's records (dismissed insights, category decisions and rules) and
// the recurring items of flows to come,
// beside record-arbitraries.testing.ts. Never imported by app code.
import fc from 'fast-check';
import { addDays } from '@/lib/primitives/days';
import { address, day, isoDate, requiredText, text, valid } from './arbitrary-parts.testing';
import { categoryKey } from './entities/category-account';
import { RECURRING_CADENCES } from './entities/recurring-item';
import { paymentAsset } from './record-arbitraries.testing';

/** A category mapped to an account (keyed by the category in lower case). */
export const categoryAccount = fc
  .record({
    category: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &-]{0,40}$/),
    accountId: requiredText(200),
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map((row) => valid('categoryAccounts')({ id: categoryKey(row.category), ...row }));

export const insightDismissal = fc
  .record({ id: requiredText(300), dismissedAt: isoDate })
  .map(valid('insightDismissals'));

export const categoryDecision = fc
  .record({
    transactionId: requiredText(120),
    category: requiredText(80),
    decision: fc.constantFrom('accepted' as const, 'rejected' as const),
    source: fc.constantFrom('rule' as const, 'counterparty' as const, 'model' as const),
    confidence: fc.double({ min: 0, max: 1, noNaN: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
    decidedAt: isoDate,
  })
  .map((row) => valid('categoryDecisions')({ id: `${row.transactionId}:${row.category}`, ...row }));

export const categoryRule = fc
  .record({
    id: fc.uuid(),
    counterparty: fc.option(address, { nil: null }),
    memoContains: text(100),
    category: requiredText(80),
    createdAt: isoDate,
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .filter((rule) => rule.counterparty !== null || rule.memoContains !== '')
  .map(valid('categoryRules'));

/** A valid recurring item (flows to come), sometimes ending, sometimes with a category or counterparty. */
export const recurringItem = fc
  .record({
    id: fc.uuid(),
    name: requiredText(120),
    direction: fc.constantFrom('in' as const, 'out' as const),
    asset: paymentAsset,
    units: fc.bigInt({ min: 1n, max: 2n ** 128n }).map(String),
    cadence: fc.constantFrom(...RECURRING_CADENCES),
    firstDate: day,
    endDays: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
    category: fc.option(requiredText(80), { nil: null }),
    counterpartyId: fc.option(fc.uuid(), { nil: null }),
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ endDays, ...rest }) => ({
    ...rest,
    endDate: endDays === null ? null : addDays(rest.firstDate, endDays),
  }))
  .map(valid('recurringItems'));

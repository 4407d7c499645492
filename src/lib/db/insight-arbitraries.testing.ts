// fast-check arbitraries of SBI's records (dismissed insights, category decisions and rules),
// beside record-arbitraries.testing.ts. Never imported by app code.
import fc from 'fast-check';
import { address, isoDate, requiredText, text, valid } from './arbitrary-parts.testing';

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

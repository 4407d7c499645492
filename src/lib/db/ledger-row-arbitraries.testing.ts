// Arbitrary ledger rows (accounts, journal entries with postings, prices, period events), valid by
// their schemas: part of the workspace content arbitrary.
import fc from 'fast-check';
import { ENTRY_STATUSES } from './entities/journal-entry';
import { ACCOUNT_TYPES } from '@/lib/primitives/account-types';
import { text, requiredText, isoDate, address, hash, day, valid } from './arbitrary-parts.testing';

export const ledgerAccount = fc
  .record({
    id: fc.uuid(),
    code: fc.stringMatching(/^[0-9]{3,10}$/),
    name: requiredText(120),
    type: fc.constantFrom(...ACCOUNT_TYPES),
    parentId: fc.option(fc.uuid(), { nil: null }),
    archived: fc.boolean(),
    revision: fc.integer({ min: 1, max: 1000 }),
  })
  .map(valid('ledgerAccounts'));

const posting = fc.record({
  accountId: fc.uuid(),
  commodity: fc.constantFrom('31337:native', '1:native', '1:0x5fbdb2315678afecb367f032d93f642f64180aa3'),
  amount: fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }).map(String),
  decimals: fc.integer({ min: 0, max: 36 }),
});

export const journalEntry = fc
  .record({
    id: fc.uuid(),
    date: day,
    memo: text(200),
    postings: fc.array(posting, { maxLength: 6 }),
    source: fc.oneof(
      fc.constant('manual'),
      hash.map((h) => `tx:31337:${h}:native`),
    ),
    status: fc.constantFrom(...ENTRY_STATUSES),
    postedBy: fc.option(address, { nil: null }),
    reversalOf: fc.option(fc.uuid(), { nil: null }),
    reversedBy: fc.option(fc.uuid(), { nil: null }),
    heldReason: fc.option(requiredText(200), { nil: null }),
    recordedAt: isoDate,
  })
  .map(valid('journalEntries'));

export const ledgerPrice = fc
  .record({
    id: fc.uuid(),
    commodity: fc.constantFrom('31337:native', '1:native'),
    date: day,
    price: fc.stringMatching(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,18})?$/),
    addedAt: isoDate,
  })
  .map(valid('ledgerPrices'));

export const periodEvent = fc
  .record({
    id: fc.uuid(),
    sequence: fc.integer({ min: 1, max: 1000 }),
    kind: fc.constantFrom('closed' as const, 'reopened' as const),
    from: day,
    to: day,
    at: isoDate,
    by: address,
  })
  .map(valid('periodEvents'));

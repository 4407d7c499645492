// Fixture for the page's model tests: a stored journal row (amounts as decimal strings).
import type { JournalEntry } from '@/lib/db/entities/journal-entry';

/** A posted manual entry of 1.5 ETH from Uncategorised to Owner contributions, changed by `patch`. */
export function journalRow(patch: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: 'e1',
    date: '2025-01-10',
    memo: 'Capital',
    postings: [
      { accountId: 'uncategorised', commodity: '31337:native', amount: '1500000000000000000', decimals: 18 },
      { accountId: 'owner-contributions', commodity: '31337:native', amount: '-1500000000000000000', decimals: 18 },
    ],
    source: 'manual',
    status: 'posted',
    postedBy: null,
    reversalOf: null,
    reversedBy: null,
    heldReason: null,
    recordedAt: '2025-01-10T00:00:00.000Z',
    ...patch,
  };
}

import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { createBookReceiver, createBookSender } from './book-wire';
import type { BookRows } from './ledger-compute';

const entry = (id: string, memo = ''): JournalEntry => ({ id, memo }) as unknown as JournalEntry;
const book = (entries: JournalEntry[]): BookRows => ({
  entries,
  accounts: [],
  prices: [],
  tokens: [],
  baseCurrency: '',
});

describe('book wire', () => {
  it('sends the journal once, then only what changed, and the worker rebuilds the same book', () => {
    const send = createBookSender();
    const receive = createBookReceiver();
    const entries = Array.from({ length: 1_000 }, (_, i) => entry(`e${i}`));
    const first = send(book(entries));
    expect(first.changed).toHaveLength(1_000);
    expect(receive(first).entries).toEqual(entries);

    // The same journal (another period asked for): no entries and no order cross.
    const same = send(book(entries));
    expect(same.order).toBeNull();
    expect(same.changed).toHaveLength(0);
    expect(receive(same).entries).toEqual(entries);

    // One entry changed, one added, one removed: two entries cross, and the order as ids.
    const next = [...entries.slice(1, 500), entry('e500', 'edited'), ...entries.slice(501), entry('new')];
    const change = send(book(next));
    expect(change.changed.map((e) => e.id)).toEqual(['e500', 'new']);
    const rebuilt = receive(change).entries;
    expect(rebuilt).toEqual(next);
    expect(rebuilt.find((e) => e.id === 'e500')?.memo).toBe('edited');

    // A removed entry is forgotten: sent again later, it crosses again.
    const back = send(book([entries[0] as JournalEntry, ...next]));
    expect(back.changed.map((e) => e.id)).toEqual(['e0']);
    expect(receive(back).entries[0]?.id).toBe('e0');
  });
});

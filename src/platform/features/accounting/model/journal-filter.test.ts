import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { journalRow } from './journal-row.testing';
import {
  cachedSearchText,
  filterJournal,
  journalSearchText,
  isManualDraft,
  memoNote,
  sourceFilterOptions,
  sourceKind,
  sourceLabel,
  statusLabel,
} from './journal-filter';

const base = journalRow({
  id: 'e',
  memo: '',
  postings: [{ accountId: 'a', commodity: '31337:native', amount: '1', decimals: 18 }],
});
const entry = (id: string, source: string, patch: Partial<JournalEntry> = {}): JournalEntry => ({
  ...base,
  id,
  source,
  ...patch,
});
const HASH = `0x${'ab'.repeat(32)}`;

describe('journal source', () => {
  it('labels each kind of source, not every generated one "tx"', () => {
    expect(sourceLabel('manual')).toBe('manual');
    expect(sourceLabel(`tx:31337:${HASH}:native`)).toBe('tx');
    expect(sourceLabel(`tx:31337:${HASH}:fee`)).toBe('tx fee');
    expect(sourceLabel('invoice:inv-1')).toBe('invoice');
    expect(sourceLabel(`invoice:inv-1:payment:31337:${HASH}:0`)).toBe('invoice payment');
    expect(sourceLabel('invoice:inv-1:match:tx-9')).toBe('invoice payment');
    expect(sourceLabel('bill:b-1')).toBe('bill');
    expect(sourceLabel('distribution:d-1:batch:0')).toBe('distribution');
    expect(sourceLabel(`token:31337:${HASH}:2`)).toBe('token');
    expect(sourceLabel('payroll:p-1')).toBe('payroll');
    expect(sourceKind('payroll:p-1')).toBe('other');
  });

  it('offers every known kind, and Other only when an entry has an unknown source', () => {
    const values = (entries: JournalEntry[]) => sourceFilterOptions(entries).map((o) => o.value);
    expect(values([entry('1', 'manual')])).toEqual(['all', 'manual', 'tx', 'invoice', 'bill', 'distribution', 'token']);
    expect(values([entry('1', 'payroll:x')])).toContain('other');
  });

  it('filters by kind, account, period and status', () => {
    const entries = [
      entry('m', 'manual'),
      entry('f', `tx:31337:${HASH}:fee`, { date: '2025-02-01' }),
      entry('i', 'invoice:inv-1', { reversedBy: 'r' }),
      entry('r', 'invoice:inv-1', { reversalOf: 'i' }),
      entry('b', 'bill:b-1', { postings: [{ accountId: 'c', commodity: '31337:native', amount: '0', decimals: 18 }] }),
      entry('d', 'manual', { status: 'draft' }),
    ];
    const ids = (filter: Partial<Parameters<typeof filterJournal>[1]>) =>
      filterJournal(entries, { accountId: '', range: null, source: 'all', status: 'all', ...filter }).map((e) => e.id);
    expect(ids({ source: 'invoice' })).toEqual(['i', 'r']);
    expect(ids({ source: 'bill' })).toEqual(['b']);
    expect(ids({ source: 'tx' })).toEqual(['f']);
    expect(ids({ source: 'manual', status: 'live' })).toEqual(['m']);
    expect(ids({ status: 'reversed' })).toEqual(['i', 'r']);
    expect(ids({ status: 'draft' })).toEqual(['d']);
    expect(ids({ accountId: 'c' })).toEqual(['b']);
    expect(ids({ range: { from: '2025-02-01', to: '2025-02-28' } })).toEqual(['f']);
  });

  it('notes how a manual draft is out of balance, and why a held draft waits', () => {
    const infos = new Map([['31337:native', { id: '31337:native', chainId: 31337, symbol: 'ETH', decimals: 18 }]]);
    const draft = entry('d', 'manual', { status: 'draft' });
    expect(isManualDraft(draft)).toBe(true);
    expect(memoNote(draft, infos)).toBe('draft: An entry needs at least two postings');
    expect(
      memoNote(
        journalRow({
          status: 'draft',
          postings: [
            ...journalRow().postings,
            { accountId: 'a', commodity: '31337:native', amount: '5', decimals: 18 },
          ],
        }),
        infos,
      ),
    ).toBe('draft: ETH on Anvil (local) does not balance: debits exceed credits by 0.000000000000000005 ETH');
    expect(memoNote(journalRow({ status: 'draft' }), infos)).toBe('draft, balanced');
    expect(memoNote(entry('h', 'tx:1:0x:fee', { status: 'draft', heldReason: 'closed' }), infos)).toBe('held: closed');
    expect(isManualDraft(entry('h', 'manual', { status: 'draft', heldReason: 'closed' }))).toBe(false);
    expect(memoNote(base, infos)).toBeNull();
  });

  it('tells a held draft from a draft saved by hand', () => {
    expect(statusLabel(entry('d', 'manual', { status: 'draft' }))).toBe('draft');
    expect(statusLabel(entry('h', 'tx:1:0x:fee', { status: 'draft', heldReason: 'closed' }))).toBe('draft (held)');
    expect(statusLabel(entry('r', 'manual', { reversalOf: 'x' }))).toBe('reversal');
  });
});

describe('journal search', () => {
  const names = new Map([
    ['software', '6300 Software'],
    ['owner-contributions', '3100 Owner contributions'],
  ]);
  const who = (address: string | null) => (address === null ? 'Automatic' : address === '0xaa' ? 'Ada' : address);
  const entries = [
    journalRow({ id: 'a', memo: 'Figma seats', postedBy: '0xaa' }),
    journalRow({
      id: 'b',
      memo: 'Capital',
      postings: [
        { accountId: 'software', commodity: '31337:native', amount: '1', decimals: 18 },
        { accountId: 'owner-contributions', commodity: '31337:native', amount: '-1', decimals: 18 },
      ],
    }),
    journalRow({ id: 'c', memo: 'Gas', source: `tx:31337:${HASH}:fee` }),
  ];
  const search = (query: string, filter: Partial<Parameters<typeof filterJournal>[1]> = {}) =>
    filterJournal(entries, { accountId: '', range: null, source: 'all', status: 'all', query, ...filter }, (e) =>
      journalSearchText(e, names, who),
    ).map((e) => e.id);

  it('finds every word, in any letter case, in the memo, the source, who posted it and the accounts', () => {
    expect(search('figma')).toEqual(['a']);
    expect(search('ADA')).toEqual(['a']);
    expect(search('automatic')).toEqual(['b', 'c']);
    expect(search('6300')).toEqual(['b']);
    expect(search('owner capital')).toEqual(['b']);
    expect(search('software figma')).toEqual([]);
    expect(search(HASH.slice(2, 12).toUpperCase())).toEqual(['c']);
    expect(search('   ')).toEqual(['a', 'b', 'c']);
    expect(search('gas', { source: 'manual' })).toEqual([]);
  });

  it('builds the search text of an entry once while the entry is the same object', () => {
    let built = 0;
    const text = cachedSearchText((e) => {
      built += 1;
      return e.memo.toLowerCase();
    });
    for (let i = 0; i < 3; i += 1)
      filterJournal(entries, { accountId: '', range: null, source: 'all', status: 'all', query: 'x' }, text);
    expect(built).toBe(3);
    filterJournal(
      [...entries, { ...entries[0]! }],
      { accountId: '', range: null, source: 'all', status: 'all', query: 'x' },
      text,
    );
    expect(built).toBe(4);
  });
});

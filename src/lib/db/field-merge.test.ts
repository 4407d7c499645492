import { describe, expect, it } from 'vitest';
import { mergeFields, rememberReplacedVersion, replacedVersion } from './field-merge';

const base = {
  id: 'v1',
  name: 'Paper Mill',
  notes: '',
  wallets: [{ chainId: 1, address: '0xa' }],
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 1,
};

describe('mergeFields', () => {
  it("takes the form's changed fields over the newer version's, and the save's updatedAt", () => {
    const mine = { ...base, name: 'Mill', updatedAt: '2026-01-03T00:00:00.000Z' };
    const theirs = { ...base, notes: 'Call first', updatedAt: '2026-01-02T00:00:00.000Z', revision: 2 };
    expect(mergeFields(base, mine, theirs)).toEqual({
      ok: true,
      row: { ...theirs, name: 'Mill', updatedAt: '2026-01-03T00:00:00.000Z' },
    });
  });

  it('names each field both changed to different values; the same value on both sides is no conflict', () => {
    const mine = { ...base, name: 'Mill', notes: 'Email first', wallets: [{ chainId: 1, address: '0xb' }] };
    const theirs = { ...base, name: 'Mill', notes: 'Call first', wallets: [{ address: '0xc', chainId: 1 }] };
    expect(mergeFields(base, mine, theirs)).toEqual({ ok: false, fields: ['notes', 'wallets'] });
  });

  it("with conflicts 'mine' (Keep mine), takes the form's value of a field both changed, and theirs of the others", () => {
    const mine = { ...base, name: 'Mill', notes: 'Email first' };
    const theirs = { ...base, notes: 'Call first', wallets: [{ chainId: 1, address: '0xc' }], revision: 2 };
    expect(mergeFields(base, mine, theirs, 'mine')).toEqual({
      ok: true,
      row: { ...theirs, name: 'Mill', notes: 'Email first' },
    });
  });

  it('compares lists and objects by value, whatever their key order', () => {
    const mine = { ...base, wallets: [{ address: '0xa', chainId: 1 }], name: 'Mill' };
    const theirs = { ...base, wallets: [{ chainId: 1, address: '0xb' }], revision: 2 };
    expect(mergeFields(base, mine, theirs)).toEqual({ ok: true, row: { ...theirs, name: 'Mill' } });
  });
});

describe('the versions a merge replaced', () => {
  it('are kept per database, table, record and revision, the oldest records forgotten first', () => {
    rememberReplacedVersion('db-a', 'counterparties', 'v1', base);
    rememberReplacedVersion('db-a', 'counterparties', 'v1', { ...base, revision: 2 });
    expect(replacedVersion('db-a', 'counterparties', 'v1', 1)).toEqual(base);
    expect(replacedVersion('db-a', 'counterparties', 'v1', 2)?.revision).toBe(2);
    expect(replacedVersion('db-b', 'counterparties', 'v1', 1)).toBeNull();
    for (let n = 0; n < 500; n++) rememberReplacedVersion('db-a', 'counterparties', `other-${n}`, base);
    expect(replacedVersion('db-a', 'counterparties', 'v1', 1)).toBeNull();
    expect(replacedVersion('db-a', 'counterparties', 'other-499', 1)).toEqual(base);
  });
});

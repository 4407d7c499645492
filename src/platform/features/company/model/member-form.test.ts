import { describe, expect, it } from 'vitest';
import { ADDRESS_A, sampleMember } from '@/lib/db/sample-records.testing';
import {
  EMPTY_MEMBER_DRAFT,
  draftFromMember,
  isMemberDraftFilled,
  memberChanges,
  memberFromDraft,
} from './member-form';

const now = new Date('2025-05-06T07:08:09Z');
const options = { now, newId: () => 'new-id' };
const filled = { name: ' Ada ', email: 'ada@example.com', role: 'Admin' as const, wallet: '' };

describe('memberFromDraft', () => {
  it('creates a member with a new id and no wallet', () => {
    expect(memberFromDraft(filled, null, options)).toEqual({
      ok: true,
      member: {
        id: 'new-id',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'Admin',
        wallet: null,
        createdAt: now.toISOString(),
        revision: 1,
      },
    });
  });
  it('stores the wallet EIP-55 checksummed', () => {
    const result = memberFromDraft({ ...filled, wallet: ` ${ADDRESS_A.toLowerCase()} ` }, null, options);
    expect(result.ok && result.member.wallet).toBe(ADDRESS_A);
  });
  it('keeps id and createdAt when editing', () => {
    const existing = sampleMember();
    const result = memberFromDraft({ ...draftFromMember(existing), name: 'Renamed' }, existing, options);
    expect(result).toEqual({ ok: true, member: { ...existing, name: 'Renamed' } });
  });
  it('says what is wrong with each field', () => {
    expect(memberFromDraft({ ...EMPTY_MEMBER_DRAFT, email: 'ada@', wallet: '0x1234' }, null, options)).toEqual({
      ok: false,
      errors: { name: 'Enter a name', email: 'Enter a valid email address', wallet: 'Not a valid Ethereum address' },
    });
    // The email is optional (the first Admin is created from the wallet alone).
    const noEmail = memberFromDraft({ ...filled, email: ' ' }, null, options);
    expect(noEmail.ok && noEmail.member.email).toBe('');
    const typo = ADDRESS_A.replace('bD4', 'Bd4');
    expect(memberFromDraft({ ...filled, wallet: typo }, null, options)).toEqual({
      ok: false,
      errors: { wallet: 'Checksum mismatch: check the address for typos' },
    });
  });
});

describe('isMemberDraftFilled', () => {
  it('is true once anything is typed', () => {
    expect(isMemberDraftFilled(EMPTY_MEMBER_DRAFT)).toBe(false);
    expect(isMemberDraftFilled({ ...EMPTY_MEMBER_DRAFT, role: 'Admin' })).toBe(false);
    expect(isMemberDraftFilled({ ...EMPTY_MEMBER_DRAFT, email: 'a' })).toBe(true);
  });
});

describe('memberChanges', () => {
  it('lists the fields that differ from the newer stored member, with labels', () => {
    const theirs = sampleMember({ name: 'Ada King', role: 'Admin', wallet: null });
    const yours = { ...draftFromMember(sampleMember()), email: 'ada@lovelace.example' };
    expect(memberChanges(theirs, yours)).toEqual([
      { field: 'name', label: 'Name', theirs: 'Ada King', yours: 'Ada Lovelace' },
      { field: 'email', label: 'Email', theirs: 'ada@example.com', yours: 'ada@lovelace.example' },
      { field: 'role', label: 'Role', theirs: 'Admin', yours: 'Accountant' },
      { field: 'wallet', label: 'Wallet address', theirs: 'No wallet', yours: sampleMember().wallet },
    ]);
  });
});

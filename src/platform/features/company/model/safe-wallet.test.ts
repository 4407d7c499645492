import { describe, expect, it } from 'vitest';
import { sampleMember } from '@/lib/db/sample-records.testing';
import type { SafeState } from '@/lib/safe/read-safe';
import { namedOwners, safeRefusal, safeSummary } from './safe-wallet';

const OWNER_A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OWNER_B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const OWNER_C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SAFE: SafeState = {
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  version: '1.4.1',
  owners: [OWNER_A, OWNER_B, OWNER_C],
  threshold: 2,
  nonce: 0n,
};
const members = [sampleMember({ name: 'Ada', wallet: OWNER_A }), sampleMember({ name: 'Grace', wallet: OWNER_C })];

describe('a treasury Safe on the Wallets tab', () => {
  it("names the owners from the team, in the Safe's order, and leaves others unnamed", () => {
    expect(namedOwners(SAFE, members)).toEqual([
      { address: OWNER_A, name: 'Ada' },
      { address: OWNER_B, name: null },
      { address: OWNER_C, name: 'Grace' },
    ]);
  });

  it('says which Safe and whether the connected wallet is an owner', () => {
    const read = { ok: true, safe: SAFE } as const;
    expect(safeSummary(read, OWNER_B.toLowerCase(), members)).toMatchObject({
      kind: 'safe',
      line: 'Safe 1.4.1, 2 of 3 owners sign',
      you: 'The connected wallet is an owner.',
    });
    expect(safeSummary(read, '0x2222222222222222222222222222222222222222', members)).toMatchObject({
      you: 'The connected wallet is not an owner.',
    });
    expect(safeSummary(read, null, members)).toMatchObject({ you: 'Connect a wallet to sign for this Safe.' });
  });

  it('shows an account without code as a wallet, and a refused contract with its reason', () => {
    expect(safeSummary({ ok: false, reason: 'There is no contract at 0x… on chain 1: not a Safe.' }, null, [])).toEqual(
      {
        kind: 'plain',
      },
    );
    const reason = '0x… is a Safe 1.1.1; Ledgerline supports Safe 1.3.0 and 1.4.1.';
    expect(safeSummary({ ok: false, reason }, null, [])).toEqual({ kind: 'refused', reason });
  });

  it('refuses adding an address as a Safe with the reason the chain gives, and accepts a supported Safe', () => {
    expect(safeRefusal({ ok: false, reason: 'There is no contract at 0xabc on chain 1: not a Safe.' })).toBe(
      'Not added as a Safe: There is no contract at 0xabc on chain 1: not a Safe.',
    );
    expect(safeRefusal({ ok: false, reason: '0xabc is a Safe 1.1.1; Ledgerline supports Safe 1.3.0 and 1.4.1.' })).toBe(
      'Not added as a Safe: 0xabc is a Safe 1.1.1; Ledgerline supports Safe 1.3.0 and 1.4.1.',
    );
    const safe: SafeState = {
      address: '0xabc',
      chainId: 1,
      version: '1.4.1',
      owners: ['0xabc'],
      threshold: 1,
      nonce: 0n,
    };
    expect(safeRefusal({ ok: true, safe })).toBeNull();
  });
});

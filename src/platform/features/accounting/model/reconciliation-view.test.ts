import { describe, expect, it } from 'vitest';
import type { OpeningBalance } from '@/lib/db/entities/opening-balance';
import { causeView, signedAmount } from './reconciliation-view';

const HASH = `0x${'ab'.repeat(32)}`;

describe('what the Reconciliation tab says of each cause', () => {
  it('writes signed amounts exactly', () => {
    expect(signedAmount(1_500_000_000_000_000_000n, 18, 'ETH')).toBe('+1.5\u00a0ETH');
    expect(signedAmount(-250_000n, 6, 'TUSD')).toBe('−0.25\u00a0TUSD');
  });

  it('links each cause to where it is fixed', () => {
    const opening = { id: 'o1', status: 'proposed', block: 0 } as OpeningBalance;
    expect(causeView({ kind: 'opening-unconfirmed', amount: 10n ** 22n, opening }, 18, 'ETH')).toEqual({
      key: 'opening:o1',
      text: 'Opening balance not confirmed yet: +10,000\u00a0ETH at block 0.',
      fix: { kind: 'opening', openingId: 'o1', label: 'Review the opening balance' },
    });
    expect(causeView({ kind: 'unposted', amount: -5n, rowId: 'r', hash: HASH }, 0, 'X').fix).toEqual({
      kind: 'link',
      to: `/platform/transactions?tx=${HASH}`,
      label: 'Open the transaction',
    });
    expect(causeView({ kind: 'draft', amount: 1n, entryId: 'held:x', source: 'tx:1' }, 0, 'X').fix).toMatchObject({
      to: '/platform/accounting?tab=journal',
    });
    expect(causeView({ kind: 'opening-missing', amount: 1n }, 0, 'X').text).toMatch(/^No opening balance/);
    expect(causeView({ kind: 'unexplained', amount: -1n }, 0, 'X')).toEqual({
      key: 'unexplained',
      text: 'No known cause for −1\u00a0X.',
      fix: null,
    });
  });
});

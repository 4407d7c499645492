import { describe, expect, it } from 'vitest';
import { memberNames, periodHistory, whoLabel } from './people';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const names = memberNames([
  { name: 'Alice', wallet: ALICE },
  { name: 'No wallet', wallet: null },
]);

describe('who posted, closed or reopened', () => {
  it("shows a member's name, else the checksummed address, and the sync engine as automatic", () => {
    expect(whoLabel(ALICE.toLowerCase(), names)).toBe('Alice');
    expect(whoLabel(BOB.toLowerCase(), names)).toBe(BOB);
    expect(whoLabel(null, names)).toBe('Automatic');
    expect(whoLabel('not-an-address', names)).toBe('not-an-address');
  });

  it('lists the period history newest first with who and when', () => {
    const event = (id: string, sequence: number, kind: 'closed' | 'reopened', by: string) => ({
      id,
      sequence,
      kind,
      from: '2025-01-01',
      to: '2025-01-31',
      at: `2025-02-0${sequence}T10:00:00.000Z`,
      by,
    });
    expect(periodHistory([event('p1', 1, 'closed', ALICE), event('p2', 2, 'reopened', BOB)], names)).toEqual([
      { key: 'p2', action: 'Reopened', from: '2025-01-01', to: '2025-01-31', who: BOB, at: '2025-02-02T10:00:00.000Z' },
      {
        key: 'p1',
        action: 'Closed',
        from: '2025-01-01',
        to: '2025-01-31',
        who: 'Alice',
        at: '2025-02-01T10:00:00.000Z',
      },
    ]);
  });
});

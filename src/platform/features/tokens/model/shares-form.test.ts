import { describe, expect, it } from 'vitest';
import { checkSharesDraft, EMPTY_SHARES_DRAFT, holderField, TOKEN_MESSAGES } from './shares-form';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('checkSharesDraft', () => {
  it('reads exact base units and checksums the holders, ignoring empty rows', () => {
    const result = checkSharesDraft(
      {
        name: ' Acme ',
        symbol: 'ACME',
        cap: '1,000.5',
        holders: [
          { address: ALICE.toLowerCase(), amount: '0.000000000000000001' },
          { address: '', amount: '' },
        ],
      },
      'en-US',
    );
    expect(result).toEqual({
      ok: true,
      value: { name: 'Acme', symbol: 'ACME', cap: 1000500000000000000000n, holders: [{ address: ALICE, units: 1n }] },
    });
  });

  it('puts a message next to every wrong field', () => {
    const result = checkSharesDraft(
      {
        name: '',
        symbol: 'AC ME',
        cap: '0',
        holders: [
          { address: '0x123', amount: '-1' },
          { address: ALICE, amount: '0' },
        ],
      },
      'en-US',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: TOKEN_MESSAGES.noName,
        symbol: TOKEN_MESSAGES.symbolShape,
        cap: TOKEN_MESSAGES.zeroCap,
        [holderField(0, 'address')]: 'Not a valid Ethereum address',
        [holderField(0, 'amount')]: 'The amount cannot be negative',
        [holderField(1, 'amount')]: TOKEN_MESSAGES.zeroAmount,
      },
    });
  });

  it('refuses a holder listed twice and initial holders above the cap', () => {
    const result = checkSharesDraft(
      {
        ...EMPTY_SHARES_DRAFT,
        name: 'A',
        symbol: 'A',
        cap: '10',
        holders: [
          { address: ALICE, amount: '6' },
          { address: ALICE.toLowerCase(), amount: '1' },
          { address: BOB, amount: '5' },
        ],
      },
      'en-US',
    );
    expect(result).toEqual({
      ok: false,
      errors: { [holderField(1, 'address')]: TOKEN_MESSAGES.duplicate, holders: TOKEN_MESSAGES.overCap('11', '10') },
    });
  });

  it('refuses more than 18 decimals and a cap beyond uint256', () => {
    const tiny = checkSharesDraft(
      { ...EMPTY_SHARES_DRAFT, name: 'A', symbol: 'A', cap: '0.0000000000000000001' },
      'en-US',
    );
    expect(tiny.ok ? null : tiny.errors.cap).toMatch(/18 decimals/);
    const huge = checkSharesDraft(
      { ...EMPTY_SHARES_DRAFT, name: 'A', symbol: 'A', cap: '1' + '0'.repeat(60) },
      'en-US',
    );
    expect(huge.ok ? null : huge.errors.cap).toBe(TOKEN_MESSAGES.hugeCap);
  });
});

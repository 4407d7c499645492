import { describe, expect, it } from 'vitest';
import { confirmationsOf, headsByChain } from './confirmations';
import { feeLabel, kindLabel, signedAmountLabel, statusLabel } from './labels';
import { hashOf, txRow } from './tx-rows.testing';

describe('labels', () => {
  it('signs amounts by direction, exactly, in the locale', () => {
    expect(
      signedAmountLabel(txRow({ units: '1234500000', decimals: 6, symbol: 'TUSD', direction: 'in' }), 'en-US'),
    ).toBe('+1,234.5\u00a0TUSD');
    expect(signedAmountLabel(txRow({ units: '123456789012345678901', decimals: 18, direction: 'out' }), 'de-DE')).toBe(
      '-123,456789012345678901\u00a0ETH',
    );
    expect(signedAmountLabel(txRow({ units: '5', decimals: 0, direction: 'own' }), 'en-US')).toBe('5\u00a0ETH');
    expect(feeLabel(txRow({ fee: '21000000000000' }), 'ETH', 18, 'en-US')).toBe('0.000021\u00a0ETH');
    expect(feeLabel(txRow({ fee: null }), 'ETH', 18)).toBeNull();
  });

  it('names kinds, with the method of other calls', () => {
    expect(kindLabel(txRow({ kind: 'token-transfer' }))).toBe('Token transfer');
    expect(kindLabel(txRow({ kind: 'call', selector: '0x095ea7b3', decoded: { method: 'approve' } }))).toBe('Approve');
    expect(kindLabel(txRow({ kind: 'call', selector: '0x40c10f19', decoded: { method: 'mint' } }))).toBe('Mint');
    expect(kindLabel(txRow({ kind: 'call', selector: '0x8456cb59', decoded: { method: 'pause' } }))).toBe('Pause');
    expect(kindLabel(txRow({ kind: 'call', selector: '0x12345678', decoded: { method: 'settle' } }))).toBe(
      'Call settle',
    );
    expect(kindLabel(txRow({ kind: 'call', selector: '0x12345678' }))).toBe('Call 0x12345678');
    const zero = '0x0000000000000000000000000000000000000000';
    expect(kindLabel(txRow({ kind: 'token-transfer', from: zero }))).toBe('Mint');
    expect(kindLabel(txRow({ kind: 'token-transfer', to: zero }))).toBe('Burn');
  });

  it('says the status with confirmations from the cursors', () => {
    const heads = headsByChain([
      { chainId: 31337, head: 12 },
      { chainId: 31337, head: 9 },
      { chainId: 1, head: -1 },
    ]);
    expect(heads.get(31337)).toBe(12);
    const row = txRow({ blockNumber: 10 });
    expect(statusLabel(row, confirmationsOf(row, heads), 'en-US')).toBe('Confirmed · 3 confirmations');
    const tip = txRow({ blockNumber: 12 });
    expect(statusLabel(tip, confirmationsOf(tip, heads), 'en-US')).toBe('Confirmed · 1 confirmation');
    expect(confirmationsOf(txRow({ chainId: 1 }), heads)).toBeNull();
    expect(statusLabel(txRow({ status: 'pending', blockNumber: null }), null)).toBe('Pending');
    expect(statusLabel(txRow({ status: 'failed', failureReason: 'ERC20InsufficientBalance' }), 1)).toBe(
      'Failed: ERC20InsufficientBalance',
    );
    expect(statusLabel(txRow({ status: 'replaced', replacedBy: hashOf(0xabcd) }), null)).toBe(
      'Replaced by 0x0000…abcd',
    );
    expect(statusLabel(txRow({ status: 'dropped' }), null)).toBe('Dropped');
  });
});

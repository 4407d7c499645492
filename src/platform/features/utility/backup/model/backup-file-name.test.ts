import { describe, expect, it } from 'vitest';
import { backupFileName, checkPassphrase } from './backup-file-name';

describe('backupFileName', () => {
  it('names the account and the UTC day', () => {
    const at = new Date('2025-06-07T23:59:00Z');
    expect(backupFileName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', at, false)).toBe(
      'ledgerline-workspace-0x7099-79c8-2025-06-07.json',
    );
    expect(backupFileName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', at, true)).toBe(
      'ledgerline-workspace-0x7099-79c8-2025-06-07-encrypted.json',
    );
  });
});

describe('checkPassphrase', () => {
  it('wants 8 characters and a matching confirmation', () => {
    expect(checkPassphrase('short', 'short')).toEqual({ passphrase: 'Use at least 8 characters' });
    expect(checkPassphrase('long enough', 'long enougH')).toEqual({ confirmation: 'The passphrases do not match' });
    expect(checkPassphrase('long enough', 'long enough')).toEqual({});
  });
});

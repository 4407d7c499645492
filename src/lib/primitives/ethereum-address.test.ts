import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, checkAddress, checksummedAddressSchema, isChecksummedAddress } from './ethereum-address';

const CHECKSUMMED = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('checkAddress', () => {
  it('accepts lowercase and uppercase input and returns it checksummed', () => {
    expect(checkAddress(CHECKSUMMED.toLowerCase())).toEqual({ ok: true, address: CHECKSUMMED });
    expect(checkAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toEqual({ ok: true, address: CHECKSUMMED });
    expect(checkAddress(`  ${CHECKSUMMED}  `)).toEqual({ ok: true, address: CHECKSUMMED });
  });
  it('refuses anything that is not 0x + 40 hex digits', () => {
    for (const input of [
      '',
      '0x123',
      'hello',
      CHECKSUMMED.slice(2),
      `${CHECKSUMMED}0`,
      '0xZZ1f109551bD432803012645Ac136ddd64DBA72',
      'XE65GB6LDNXYOFTX0NSV3FUWKOWIXAMJK36',
    ]) {
      expect(checkAddress(input)).toEqual({ ok: false, message: ADDRESS_MESSAGES.invalid });
    }
  });
  it('refuses mixed case with a wrong checksum', () => {
    const typo = CHECKSUMMED.replace('bD4', 'Bd4');
    expect(checkAddress(typo)).toEqual({ ok: false, message: 'Checksum mismatch: check the address for typos' });
  });
});

describe('checksummedAddressSchema', () => {
  it('stores only the checksummed spelling', () => {
    expect(isChecksummedAddress(CHECKSUMMED)).toBe(true);
    expect(isChecksummedAddress(CHECKSUMMED.toLowerCase())).toBe(false);
    expect(checksummedAddressSchema.safeParse(CHECKSUMMED.toLowerCase()).success).toBe(false);
  });
});

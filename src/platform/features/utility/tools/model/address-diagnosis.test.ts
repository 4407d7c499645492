import { describe, expect, it } from 'vitest';
import { diagnoseAddress, DIAGNOSIS_MESSAGES } from './address-diagnosis';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('diagnoseAddress', () => {
  it('says nothing about an empty field', () => {
    expect(diagnoseAddress('  ')).toEqual({ status: 'empty' });
  });

  it('accepts a checksummed address and says the checksum was verified', () => {
    expect(diagnoseAddress(` ${CHECKSUMMED} `)).toEqual({
      status: 'valid',
      address: CHECKSUMMED,
      checksumVerified: true,
    });
  });

  it('accepts all-lower and all-upper case with the checksummed form, checksum not verified', () => {
    expect(diagnoseAddress(CHECKSUMMED.toLowerCase())).toEqual({
      status: 'valid',
      address: CHECKSUMMED,
      checksumVerified: false,
    });
    expect(diagnoseAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toEqual({
      status: 'valid',
      address: CHECKSUMMED,
      checksumVerified: false,
    });
  });

  it('refuses a checksum mismatch', () => {
    const flipped = CHECKSUMMED.replace('f39F', 'f39f');
    expect(diagnoseAddress(flipped)).toEqual({ status: 'invalid', problems: [DIAGNOSIS_MESSAGES.checksum] });
  });

  it('says the 0x prefix is missing', () => {
    expect(diagnoseAddress(CHECKSUMMED.slice(2))).toEqual({ status: 'invalid', problems: [DIAGNOSIS_MESSAGES.prefix] });
    expect(diagnoseAddress(`0X${CHECKSUMMED.slice(2)}`)).toEqual({
      status: 'invalid',
      problems: [DIAGNOSIS_MESSAGES.upperPrefix],
    });
  });

  it('counts the digits when the length is wrong', () => {
    expect(diagnoseAddress(CHECKSUMMED.slice(0, -1))).toEqual({
      status: 'invalid',
      problems: ['Has 39 characters after 0x: an address has exactly 40 hexadecimal digits'],
    });
    expect(diagnoseAddress(`${CHECKSUMMED}a`).status).toBe('invalid');
    expect(diagnoseAddress('0x')).toEqual({ status: 'invalid', problems: [DIAGNOSIS_MESSAGES.length(0)] });
  });

  it('names each non-hex character with its position', () => {
    const typo = `0xg${CHECKSUMMED.slice(3, 20)} ${CHECKSUMMED.slice(21)}`;
    expect(diagnoseAddress(typo)).toEqual({
      status: 'invalid',
      problems: [DIAGNOSIS_MESSAGES.nonHex(['"g" at position 3', 'a space at position 21'])],
    });
    expect(diagnoseAddress(`0x${'z'.repeat(40)}`)).toEqual({
      status: 'invalid',
      problems: [
        DIAGNOSIS_MESSAGES.nonHex([
          '"z" at position 3',
          '"z" at position 4',
          '"z" at position 5',
          '"z" at position 6',
          '"z" at position 7',
          'and 35 more',
        ]),
      ],
    });
    expect(diagnoseAddress(`0x${'0'.repeat(39)}\u200B`)).toEqual({
      status: 'invalid',
      problems: [DIAGNOSIS_MESSAGES.nonHex(['U+200B at position 42'])],
    });
  });

  it('reports several problems at once', () => {
    expect(diagnoseAddress('hello')).toEqual({
      status: 'invalid',
      problems: [
        DIAGNOSIS_MESSAGES.prefix,
        DIAGNOSIS_MESSAGES.length(5),
        DIAGNOSIS_MESSAGES.nonHex(['"h" at position 1', '"l" at position 3', '"l" at position 4', '"o" at position 5']),
      ],
    });
  });
});

import { AbiCoder, keccak256, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { REFERENCE_TAG, createPaymentReference, newReferenceSalt, paymentReference, referenceHolds } from './reference';

const payee = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const salt = '0x000102030405060708090a0b0c0d0e0f';

describe('paymentReference', () => {
  it('is keccak256 of abi.encode(tag, chainId, payee, recordId, salt)', () => {
    const expected = keccak256(
      AbiCoder.defaultAbiCoder().encode(
        ['bytes32', 'uint256', 'address', 'string', 'bytes16'],
        [keccak256(toUtf8Bytes('ledgerline.payment-reference.v1')), 31337, payee, 'inv-1', salt],
      ),
    );
    expect(REFERENCE_TAG).toBe(keccak256(toUtf8Bytes('ledgerline.payment-reference.v1')));
    expect(paymentReference({ chainId: 31337, payee, recordId: 'inv-1', salt })).toBe(expected);
    // A fixed vector, so a change to the encoding cannot pass unnoticed.
    expect(paymentReference({ chainId: 31337, payee, recordId: 'inv-1', salt })).toMatchInlineSnapshot(
      `"0xf483ec15282d12092d72a309e24014c3852930458e665f8e9f5692c4369ddf2d"`,
    );
  });

  it('changes with every input and ignores the spelling of the payee', () => {
    const base = { chainId: 31337, payee, recordId: 'inv-1', salt };
    const ref = paymentReference(base);
    expect(paymentReference({ ...base, payee: payee.toLowerCase() })).toBe(ref);
    expect(paymentReference({ ...base, chainId: 1 })).not.toBe(ref);
    expect(paymentReference({ ...base, payee: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })).not.toBe(ref);
    expect(paymentReference({ ...base, recordId: 'inv-2' })).not.toBe(ref);
    expect(paymentReference({ ...base, salt: '0x000102030405060708090a0b0c0d0e10' })).not.toBe(ref);
  });

  it('refuses a salt that is not 16 bytes of lower-case hex, and an empty id', () => {
    expect(() => paymentReference({ chainId: 1, payee, recordId: 'x', salt: '0x00' })).toThrow(/16 bytes/);
    expect(() => paymentReference({ chainId: 1, payee, recordId: '', salt })).toThrow(/empty/);
  });

  it('creates unguessable references: fresh salts differ', () => {
    const salts = new Set(Array.from({ length: 50 }, newReferenceSalt));
    expect(salts.size).toBe(50);
    const { reference, salt: made } = createPaymentReference({ chainId: 1, payee, recordId: 'a' });
    expect(reference).toMatch(/^0x[0-9a-f]{64}$/);
    expect(referenceHolds({ chainId: 1, payee, recordId: 'a', salt: made, reference })).toBe(true);
    expect(referenceHolds({ chainId: 1, payee, recordId: 'b', salt: made, reference })).toBe(false);
  });
});

import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { recoverSigner, signatureShapeError, SIGNATURE_MESSAGES } from './signature-check';
import { parseTypedData, sampleTypedData, typedDataPayload } from './typed-data';

// anvil's first account: a well-known test key, never a real one.
const signer = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcb78c4fbb4b7d7d36');

function typedSample() {
  const check = parseTypedData(sampleTypedData(31337, signer.address));
  if (!check.ok) throw new Error(check.error);
  return check.data;
}

describe('signatureShapeError', () => {
  it('accepts 65-byte and compact 64-byte signatures', async () => {
    const signature = await signer.signMessage('hello');
    expect(signatureShapeError(` ${signature} `)).toBeNull();
    expect(signatureShapeError(`0x${'ab'.repeat(64)}`)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(signatureShapeError('')).toBe(SIGNATURE_MESSAGES.empty);
    expect(signatureShapeError('ab'.repeat(65))).toBe(SIGNATURE_MESSAGES.prefix);
    expect(signatureShapeError(`0x${'zz'.repeat(65)}`)).toBe(SIGNATURE_MESSAGES.nonHex);
    expect(signatureShapeError(`0x${'ab'.repeat(64)}a`)).toBe(SIGNATURE_MESSAGES.length(129));
  });
});

describe('recoverSigner', () => {
  it('recovers the signer of a personal message', async () => {
    const signature = await signer.signMessage('Pay invoice INV-7');
    expect(recoverSigner({ kind: 'message', message: 'Pay invoice INV-7' }, signature)).toEqual({
      ok: true,
      signer: signer.address,
    });
  });

  it('recovers another address for a tampered message', async () => {
    const signature = await signer.signMessage('Pay invoice INV-7');
    const recovery = recoverSigner({ kind: 'message', message: 'Pay invoice INV-8' }, signature);
    expect(recovery.ok && recovery.signer).not.toBe(signer.address);
  });

  it('refuses a signature from which no signer can be recovered', () => {
    expect(recoverSigner({ kind: 'message', message: 'x' }, `0x${'00'.repeat(65)}`)).toEqual({
      ok: false,
      error: SIGNATURE_MESSAGES.unrecoverable,
    });
  });

  it('recovers the signer of typed data, and another for tampered data', async () => {
    const data = typedSample();
    const payload = JSON.parse(typedDataPayload(data)) as { types: Record<string, unknown> };
    expect(Object.keys(payload.types)).toContain('EIP712Domain');
    const signature = await signer.signTypedData(data.domain, data.types, data.message);
    expect(recoverSigner({ kind: 'typed', data }, signature)).toEqual({ ok: true, signer: signer.address });
    const tampered = { ...data, message: { ...data.message, amountWei: '1500000000000000001' } };
    const recovery = recoverSigner({ kind: 'typed', data: tampered }, signature);
    expect(recovery.ok && recovery.signer).not.toBe(signer.address);
  });
});

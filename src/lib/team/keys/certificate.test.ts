import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  certificateTypedData,
  deviceCertificate,
  parseCertificate,
  serializeCertificate,
  verifyCertificate,
  type SignedCertificate,
} from './certificate';
import { testDevice } from './test-devices.testing';

const WORKSPACE = `0x${'ab'.repeat(32)}`;
const DOMAIN = { chainId: 31337, verifyingContract: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9' };
const member = Wallet.createRandom();

async function signed(wallet = member, memberAddress = member.address): Promise<SignedCertificate> {
  const device = await testDevice(WORKSPACE);
  const certificate = deviceCertificate(device, memberAddress, 1_795_000_000);
  const typed = certificateTypedData(certificate, DOMAIN);
  const signature = await wallet.signTypedData(typed.domain, typed.types, typed.message);
  return { version: 1, domain: DOMAIN, certificate, signature };
}

describe('device certificate', () => {
  it('is EIP-712 typed data over the workspace, member, both public keys and the time', async () => {
    const device = await testDevice(WORKSPACE);
    const typed = certificateTypedData(deviceCertificate(device, member.address, 1), DOMAIN);
    expect(typed.primaryType).toBe('DeviceCertificate');
    expect(typed.domain).toEqual({ name: 'Ledgerline Workspaces', version: '1', ...DOMAIN });
    expect(typed.types.DeviceCertificate?.map((field) => field.name)).toEqual([
      'workspace',
      'member',
      'signingKey',
      'agreementKey',
      'issuedAt',
    ]);
    expect(typed.message.signingKey).toMatch(/^0x04[0-9a-f]{128}$/);
  });

  it('verifies: the member signed, and the verdict names the device id of the certified keys', async () => {
    const certificate = await signed();
    const verdict = await verifyCertificate(certificate, { expected: DOMAIN });
    const device = await verifyCertificate(certificate);
    expect(verdict).toEqual({ ok: true, member: member.address, deviceId: expect.stringMatching(/^0x/), via: 'key' });
    expect(device).toEqual(verdict);
  });

  it('refuses a certificate whose keys were swapped, signed by someone else, or made for another contract', async () => {
    const certificate = await signed();
    const other = await testDevice(WORKSPACE);
    const swapped = {
      ...certificate,
      certificate: { ...certificate.certificate, signingKey: deviceCertificate(other, member.address, 1).signingKey },
    };
    expect(await verifyCertificate(swapped)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Not signed by/),
    });
    const forged = await signed(Wallet.createRandom(), member.address);
    expect(await verifyCertificate(forged)).toMatchObject({ ok: false });
    const elsewhere = { chainId: 1, verifyingContract: DOMAIN.verifyingContract };
    expect(await verifyCertificate(certificate, { expected: elsewhere })).toEqual({
      ok: false,
      reason: 'The certificate is for another network or contract',
    });
    const replayed = { ...certificate, domain: elsewhere };
    expect(await verifyCertificate(replayed)).toMatchObject({ ok: false });
  });

  it('travels as JSON bytes and reads back the same; anything else is not a certificate', async () => {
    const certificate = await signed();
    expect(parseCertificate(serializeCertificate(certificate))).toEqual(certificate);
    expect(parseCertificate(new TextEncoder().encode('{"version":2}'))).toBeNull();
    expect(parseCertificate(new Uint8Array([0xff, 0x00]))).toBeNull();
    expect(await verifyCertificate({ ...certificate, signature: 'nope' })).toEqual({
      ok: false,
      reason: 'Not a device certificate',
    });
  });
});

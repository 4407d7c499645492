// Which registered devices a reader trusts: the certificate block the device registered must be a
// valid EIP-712 certificate for this chain and contract, signed by the wallet the contract lists
// as the device's member, and naming exactly the device's keys. Anything else is a refusal.
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { PinningEndpoint } from '@/lib/ipfs/pinning-http';
import { parseCertificate, verifyCertificate, type CertificateDomain } from './keys/certificate';
import { fromHex } from './keys/bytes';
import { getBlock } from './net/kubo-blocks';
import type { ChainDevice } from './chain-state';

/** A device whose certificate holds: its public keys. */
export interface CertifiedDevice {
  readonly deviceId: string;
  readonly member: string;
  readonly signingKey: Uint8Array;
  readonly agreementKey: Uint8Array;
}

/** The verdict on one registered device. */
export type DeviceVerdict =
  | { readonly ok: true; readonly device: CertifiedDevice }
  | { readonly ok: false; readonly deviceId: string; readonly member: string; readonly reason: string };

/** Checks one registered device's certificate (fetched from IPFS). */
export async function checkDevice(
  endpoint: PinningEndpoint,
  domain: CertificateDomain,
  device: ChainDevice,
  reader: ChainReader | null = null,
): Promise<DeviceVerdict> {
  const refuse = (reason: string): DeviceVerdict => ({
    ok: false,
    deviceId: device.deviceId,
    member: device.member,
    reason,
  });
  if (!device.certificateCid) return refuse('The device registered no certificate');
  let bytes: Uint8Array;
  try {
    bytes = await getBlock(endpoint, device.certificateCid);
  } catch (error) {
    return refuse(
      `The device certificate could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const signed = parseCertificate(bytes);
  if (!signed) return refuse('The device certificate is not a certificate');
  const verdict = await verifyCertificate(signed, { expected: domain, reader });
  if (!verdict.ok) return refuse(`The device certificate does not hold: ${verdict.reason}`);
  if (verdict.member.toLowerCase() !== device.member.toLowerCase())
    return refuse('The device certificate is signed by another wallet than the device’s member');
  if (verdict.deviceId.toLowerCase() !== device.deviceId)
    return refuse('The device certificate names other keys than the device registered');
  return {
    ok: true,
    device: {
      deviceId: device.deviceId,
      member: device.member,
      signingKey: fromHex(signed.certificate.signingKey),
      agreementKey: fromHex(signed.certificate.agreementKey),
    },
  };
}

/**
 * Checks every registered device; certificates are immutable, so verdicts are cached by CID. With
 * a chain reader, a member whose wallet is a contract (ERC-1271) is accepted too.
 */
export function deviceChecker(endpoint: PinningEndpoint, domain: CertificateDomain, reader: ChainReader | null = null) {
  const cache = new Map<string, Promise<DeviceVerdict>>();
  return (device: ChainDevice): Promise<DeviceVerdict> => {
    const key = `${device.deviceId}|${device.certificateCid ?? ''}|${device.member}`;
    let verdict = cache.get(key);
    if (!verdict) {
      verdict = checkDevice(endpoint, domain, device, reader);
      cache.set(key, verdict);
    }
    return verdict;
  };
}

// The device certificate: the member's wallet signs (EIP-712) the device's two public keys for one
// workspace, so any reader can tell a member's device from a stranger's key. The domain binds the
// chain and the Workspaces contract, so a certificate cannot be replayed on another deployment.
import { getAddress, toUtf8Bytes, toUtf8String } from 'ethers';
import { z } from 'zod';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { checksummedAddressSchema } from '@/lib/primitives/ethereum-address';
import type { TypedData } from '@/lib/signing/typed-data';
import { VERIFY_MESSAGES, verifySignature } from '@/lib/signing/verify-signature';
import { fromHex, toHex } from './bytes';
import { deviceIdOf, workspaceIdSchema, type DeviceKeys } from './device-keys';

const publicKeyHex = z
  .string()
  .regex(/^0x04[0-9a-fA-F]{128}$/, 'A public key is an uncompressed P-256 point (65 bytes)')
  .transform((value) => value.toLowerCase());

export const deviceCertificateSchema = z.strictObject({
  workspace: workspaceIdSchema,
  member: checksummedAddressSchema,
  signingKey: publicKeyHex,
  agreementKey: publicKeyHex,
  /** Unix seconds. */
  issuedAt: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type DeviceCertificate = z.output<typeof deviceCertificateSchema>;

export const certificateDomainSchema = z.strictObject({
  chainId: z.number().int().positive(),
  /** The Workspaces contract. */
  verifyingContract: checksummedAddressSchema,
});
export type CertificateDomain = z.output<typeof certificateDomainSchema>;

/** A certificate as it is stored in its block: what was signed, where, and the wallet's signature. */
export const signedCertificateSchema = z.strictObject({
  version: z.literal(1),
  domain: certificateDomainSchema,
  certificate: deviceCertificateSchema,
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/),
});
export type SignedCertificate = z.output<typeof signedCertificateSchema>;

const TYPES = {
  DeviceCertificate: [
    { name: 'workspace', type: 'bytes32' },
    { name: 'member', type: 'address' },
    { name: 'signingKey', type: 'bytes' },
    { name: 'agreementKey', type: 'bytes' },
    { name: 'issuedAt', type: 'uint64' },
  ],
};

/** The certificate a device asks its member's wallet to sign. */
export function deviceCertificate(keys: DeviceKeys, member: string, issuedAt: number): DeviceCertificate {
  return deviceCertificateSchema.parse({
    workspace: keys.workspace,
    member: getAddress(member),
    signingKey: toHex(keys.signingPublicKey),
    agreementKey: toHex(keys.agreementPublicKey),
    issuedAt,
  });
}

/** The EIP-712 typed data of a certificate (for `typedDataPayload` and `eth_signTypedData_v4`). */
export function certificateTypedData(certificate: DeviceCertificate, domain: CertificateDomain): TypedData {
  return {
    domain: { name: 'Ledgerline Workspaces', version: '1', ...domain },
    types: TYPES,
    primaryType: 'DeviceCertificate',
    message: { ...certificate },
  };
}

export type CertificateVerdict =
  | { readonly ok: true; readonly member: string; readonly deviceId: string; readonly via: 'key' | 'contract' }
  | { readonly ok: false; readonly reason: string };

/**
 * Checks a signed certificate: signed by its member (a key recovered, or with `reader`, a contract
 * wallet answering ERC-1271), and, with `expected`, for that chain and contract. Membership itself
 * is the contract's to say; the verdict gives the device id to look up there.
 */
export async function verifyCertificate(
  signed: SignedCertificate,
  options: { reader?: ChainReader | null; expected?: CertificateDomain } = {},
): Promise<CertificateVerdict> {
  const parsed = signedCertificateSchema.safeParse(signed);
  if (!parsed.success) return { ok: false, reason: 'Not a device certificate' };
  const { domain, certificate, signature } = parsed.data;
  const { expected } = options;
  if (
    expected &&
    (expected.chainId !== domain.chainId || getAddress(expected.verifyingContract) !== domain.verifyingContract)
  )
    return { ok: false, reason: 'The certificate is for another network or contract' };
  const subject = { kind: 'typed', data: certificateTypedData(certificate, domain) } as const;
  const verdict = await verifySignature(subject, signature, certificate.member, options.reader ?? null);
  if (!verdict.ok) {
    // Without a reader a contract wallet cannot be asked; for a key, say who signed instead.
    const recovered = !options.reader && verdict.recovered;
    return {
      ok: false,
      reason: recovered ? VERIFY_MESSAGES.otherSigner(recovered, certificate.member) : verdict.reason,
    };
  }
  const deviceId = await deviceIdOf(fromHex(certificate.signingKey), fromHex(certificate.agreementKey));
  return { ok: true, member: verdict.signer, deviceId, via: verdict.via };
}

/** A signed certificate as the bytes of its block (JSON). */
export function serializeCertificate(signed: SignedCertificate): Uint8Array {
  return toUtf8Bytes(JSON.stringify(signedCertificateSchema.parse(signed)));
}

/** A certificate block read back, or null when it is not one. */
export function parseCertificate(bytes: Uint8Array): SignedCertificate | null {
  try {
    const parsed = signedCertificateSchema.safeParse(JSON.parse(toUtf8String(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

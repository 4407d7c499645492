// The bundle's layout. Outside, in clear: a 17-byte prefix (format version, key epoch, IV), then
// the AES-256-GCM ciphertext. Inside: the DAG-CBOR map { header, payload, signature }. DAG-CBOR is
// deterministic (one encoding per value: sorted map keys, shortest integers, no floats here), so
// the signed bytes, DAG-CBOR of { header, payload }, are the same on every device without a
// home-made canonical form, and bytes stay bytes (no base64 growth as JSON would need).
import { CID } from 'multiformats/cid';
import { z } from 'zod';
import { encode } from '@ipld/dag-cbor';
import { BundleFormatError } from './errors';

/** The format version written in the first byte; a reader refuses any other. */
export const BUNDLE_FORMAT_VERSION = 1;
/** AES-GCM's recommended IV length: 96 bits, random per bundle. */
export const IV_BYTES = 12;
/** version (1) + epoch (uint32, big-endian) + IV (12). */
export const PREFIX_BYTES = 1 + 4 + IV_BYTES;

const id = z.string().min(1).max(128);
const cidString = z.string().refine((value) => {
  try {
    return CID.parse(value).toString() === value;
  } catch {
    return false;
  }
}, 'a CID string in its canonical form');

export const bundleHeaderSchema = z.strictObject({
  workspaceId: id,
  deviceId: id,
  /** The shared document the payload belongs to (company, directory, records). */
  document: id,
  epoch: z.number().int().min(0).max(0xffff_ffff),
  /** The CID of this device's previous bundle; null for its first. */
  prev: cidString.nullable(),
  /** 0 for a device's first bundle, then +1 for each. */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  kind: z.enum(['changes', 'snapshot']),
  /** Milliseconds since the epoch, as the device's clock says: shown, never trusted for order. */
  createdAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** A payload too large for one block (Kubo takes up to 1 MiB) goes as consecutive parts. */
  part: z
    .strictObject({ index: z.number().int().min(0), count: z.number().int().min(2).max(10_000) })
    .refine((part) => part.index < part.count, 'a part index below the count')
    .optional(),
});

export type BundleHeader = z.infer<typeof bundleHeaderSchema>;

export const bundleInnerSchema = z.strictObject({
  header: z.unknown(),
  payload: z.instanceof(Uint8Array),
  signature: z.instanceof(Uint8Array),
});

/** The bytes the device signs: DAG-CBOR of { header, payload }. */
export function signedBytes(header: BundleHeader, payload: Uint8Array): Uint8Array {
  return encode({ header, payload });
}

/** The AES-GCM additional data: DAG-CBOR of [version, workspace id, epoch, device id]. */
export function additionalData(workspaceId: string, epoch: number, deviceId: string): Uint8Array {
  return encode([BUNDLE_FORMAT_VERSION, workspaceId, epoch, deviceId]);
}

/** Writes the clear prefix. */
export function writePrefix(epoch: number, iv: Uint8Array): Uint8Array {
  const prefix = new Uint8Array(PREFIX_BYTES);
  prefix[0] = BUNDLE_FORMAT_VERSION;
  new DataView(prefix.buffer).setUint32(1, epoch);
  prefix.set(iv, 5);
  return prefix;
}

/** Reads the clear prefix of a bundle's bytes; refuses an unknown version or a truncated block. */
export function readPrefix(bytes: Uint8Array): { epoch: number; iv: Uint8Array; ciphertext: Uint8Array } {
  // 16 bytes of GCM tag at least follow the prefix.
  if (bytes.byteLength < PREFIX_BYTES + 16) throw new BundleFormatError('The block is too short to be a bundle');
  if (bytes[0] !== BUNDLE_FORMAT_VERSION)
    throw new BundleFormatError(`Bundle format version ${bytes[0]} is not one this build reads`);
  const epoch = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(1);
  return { epoch, iv: bytes.slice(5, PREFIX_BYTES), ciphertext: bytes.subarray(PREFIX_BYTES) };
}

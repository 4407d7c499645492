// Sealing and opening one bundle: sign with the device's ECDSA P-256 key, encrypt with the epoch's
// AES-256-GCM key. Keys come in as WebCrypto CryptoKeys (or a device's raw public key) so this
// folder does not depend on how team/keys keeps them.
import { decode, encode } from '@ipld/dag-cbor';
import {
  additionalData,
  bundleHeaderSchema,
  bundleInnerSchema,
  IV_BYTES,
  readPrefix,
  signedBytes,
  writePrefix,
  type BundleHeader,
} from './bundle-format';
import {
  BundleAuthenticationError,
  BundleEpochError,
  BundleFormatError,
  BundleHeaderMismatchError,
  BundleSignatureError,
  UnknownDeviceError,
} from './errors';

const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** A device's public signing key: a CryptoKey, or its raw (uncompressed, 65-byte) P-256 point. */
export type DevicePublicKey = CryptoKey | Uint8Array;

/** What a reader supplies to open bundles. */
export interface BundleKeys {
  /** The workspace key of an epoch, or undefined when this device holds none for it. */
  readonly epochKey: (epoch: number) => CryptoKey | undefined | Promise<CryptoKey | undefined>;
  /** The certified public signing key of a device, or undefined for a device not known. */
  readonly deviceKey: (deviceId: string) => DevicePublicKey | undefined | Promise<DevicePublicKey | undefined>;
}

/** What the transport knows before opening a block; every field given must match the signed header. */
export interface BundleExpectation {
  readonly workspaceId: string;
  readonly deviceId: string;
  readonly epoch?: number;
  readonly document?: string;
  readonly prev?: string | null;
  readonly seq?: number;
}

/** An opened bundle. */
export interface Bundle {
  readonly header: BundleHeader;
  readonly payload: Uint8Array;
}

/** A copy in a buffer of its own (WebCrypto takes ArrayBuffer-backed views only). */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** Seals a bundle: signs header + payload with the device key, encrypts all under the epoch key. */
export async function sealBundle(
  header: BundleHeader,
  payload: Uint8Array,
  keys: { readonly signingKey: CryptoKey; readonly epochKey: CryptoKey },
): Promise<Uint8Array> {
  const checked = bundleHeaderSchema.parse(header);
  const signature = new Uint8Array(
    await crypto.subtle.sign(ECDSA, keys.signingKey, own(signedBytes(checked, payload))),
  );
  const plain = encode({ header: checked, payload, signature });
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aad = own(additionalData(checked.workspaceId, checked.epoch, checked.deviceId));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad }, keys.epochKey, own(plain));
  const prefix = writePrefix(checked.epoch, iv);
  const bytes = new Uint8Array(prefix.byteLength + sealed.byteLength);
  bytes.set(prefix);
  bytes.set(new Uint8Array(sealed), prefix.byteLength);
  return bytes;
}

async function verifyingKey(key: DevicePublicKey): Promise<CryptoKey> {
  if (!(key instanceof Uint8Array)) return key;
  return crypto.subtle.importKey('raw', own(key), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
}

function mismatch(field: string, expected: unknown, found: unknown): BundleHeaderMismatchError {
  return new BundleHeaderMismatchError(
    `The bundle's ${field} is ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`,
  );
}

function checkExpectation(header: BundleHeader, expected: BundleExpectation): void {
  for (const field of ['workspaceId', 'deviceId', 'epoch', 'document', 'prev', 'seq'] as const) {
    const want = expected[field];
    if (want !== undefined && header[field] !== want) throw mismatch(field, want, header[field]);
  }
  if ((header.seq === 0) !== (header.prev === null))
    throw new BundleHeaderMismatchError('Only the first bundle of a device (sequence 0) has no previous bundle');
}

/** Opens a bundle: decrypts under the expected context, verifies the device's signature, checks the header. */
export async function openBundle(bytes: Uint8Array, expected: BundleExpectation, keys: BundleKeys): Promise<Bundle> {
  const { epoch, iv, ciphertext } = readPrefix(bytes);
  if (expected.epoch !== undefined && epoch !== expected.epoch)
    throw new BundleEpochError(`The bundle is of key epoch ${epoch}, expected ${expected.epoch}`);
  const key = await keys.epochKey(epoch);
  if (!key) throw new BundleEpochError(`This device holds no workspace key for epoch ${epoch}`);
  let plain: ArrayBuffer;
  try {
    const aad = own(additionalData(expected.workspaceId, epoch, expected.deviceId));
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: own(iv), additionalData: aad }, key, own(ciphertext));
  } catch {
    throw new BundleAuthenticationError(
      `The bundle does not open as device ${expected.deviceId}'s in epoch ${epoch}: a wrong key, altered bytes, or a bundle replayed from elsewhere`,
    );
  }
  let inner: { header: unknown; payload: Uint8Array; signature: Uint8Array };
  let header: BundleHeader;
  try {
    inner = bundleInnerSchema.parse(decode(new Uint8Array(plain)));
    header = bundleHeaderSchema.parse(inner.header);
  } catch (error) {
    throw new BundleFormatError(
      `The bundle's content is not a bundle: ${error instanceof Error ? error.message : error}`,
    );
  }
  // The additional data already binds these; checking the signed header too means a device holding
  // the workspace key cannot sign one context and seal it under another.
  checkExpectation(header, { workspaceId: expected.workspaceId, deviceId: expected.deviceId, epoch });
  const publicKey = await keys.deviceKey(header.deviceId);
  if (!publicKey) throw new UnknownDeviceError(`Device ${header.deviceId} has no known signing key`);
  let valid = false;
  try {
    const verifier = await verifyingKey(publicKey);
    valid = await crypto.subtle.verify(ECDSA, verifier, own(inner.signature), own(signedBytes(header, inner.payload)));
  } catch {
    valid = false;
  }
  if (!valid) throw new BundleSignatureError(`The bundle's signature is not device ${header.deviceId}'s`);
  checkExpectation(header, expected);
  return { header, payload: inner.payload };
}

// The workspace key of each epoch, and the keyring that carries it to every certified device:
// per device, ECDH between a fresh ephemeral key and the device's agreement key, HKDF-SHA256 bound
// to the workspace, epoch and device, then AES-KW. The keyring also carries every earlier epoch's
// key encrypted under the new one, so a device that joins later reads the whole history, while a
// device left out of an epoch cannot read it or anything after.
import { toUtf8Bytes, toUtf8String } from 'ethers';
import { concat, fromBase64, own, toBase64 } from './bytes';
import { keyringSchema, type Keyring } from './keyring-schema';

/** Who a keyring is for: a certified device's id and raw ECDH public key. */
export interface KeyringRecipient {
  readonly deviceId: string;
  readonly agreementPublicKey: Uint8Array;
}

/** The workspace keys a device holds, by epoch. */
export type EpochKeys = ReadonlyMap<number, CryptoKey>;

const AES_GCM = { name: 'AES-GCM', length: 256 } as const;
const EPOCH_KEY_USAGES: KeyUsage[] = ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'];
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/**
 * A new random AES-256-GCM workspace key. Extractable on purpose: an Admin's device wraps it for
 * every device, and into the next epoch's keyring; the device keys stay the non-extractable part.
 */
export async function newEpochKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey(AES_GCM, true, EPOCH_KEY_USAGES);
}

function context(label: string, workspace: string, epoch: number, deviceId = ''): Uint8Array<ArrayBuffer> {
  return own(toUtf8Bytes(`ledgerline keyring v1|${label}|${workspace}|${epoch}|${deviceId}`));
}

/** The AES-KW key one device and one ephemeral key agree on for one workspace and epoch. */
async function keyEncryptionKey(
  privateKey: CryptoKey,
  publicKeyRaw: Uint8Array,
  salt: Uint8Array,
  info: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const publicKey = await crypto.subtle.importKey('raw', own(publicKeyRaw), ECDH, false, []);
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const base = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: own(salt), info },
    base,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/**
 * Wraps `key` (epoch `epoch` of `workspace`) for each recipient, and every key of `previous`
 * (earlier epochs) under `key`. The result serialises with `serializeKeyring`.
 */
export async function wrapKeyring(input: {
  workspace: string;
  epoch: number;
  key: CryptoKey;
  recipients: readonly KeyringRecipient[];
  previous?: EpochKeys;
}): Promise<Keyring> {
  const { workspace, epoch, key } = input;
  const recipients = [];
  for (const recipient of input.recipients) {
    const ephemeral = await crypto.subtle.generateKey(ECDH, true, ['deriveBits']);
    const ephemeralKey = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
    const salt = concat(ephemeralKey, recipient.agreementPublicKey);
    const info = context('device', workspace, epoch, recipient.deviceId);
    const kek = await keyEncryptionKey(ephemeral.privateKey, recipient.agreementPublicKey, salt, info);
    const wrapped = new Uint8Array(await crypto.subtle.wrapKey('raw', key, kek, 'AES-KW'));
    recipients.push({
      deviceId: recipient.deviceId,
      ephemeralKey: toBase64(ephemeralKey),
      wrappedKey: toBase64(wrapped),
    });
  }
  const previous = [];
  for (const [earlier, earlierKey] of [...(input.previous ?? new Map<number, CryptoKey>())].sort(
    (a, b) => a[0] - b[0],
  )) {
    if (earlier >= epoch) throw new Error(`Epoch ${earlier} is not earlier than ${epoch}`);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const params = { name: 'AES-GCM', iv, additionalData: context('previous', workspace, earlier) };
    const wrapped = new Uint8Array(await crypto.subtle.wrapKey('raw', earlierKey, key, params));
    previous.push({ epoch: earlier, iv: toBase64(iv), wrappedKey: toBase64(wrapped) });
  }
  return keyringSchema.parse({ version: 1, workspace, epoch, recipients, previous });
}

/**
 * The keys a device reads from a keyring: this epoch's and every earlier one it carries. Throws
 * when the keyring was not wrapped for this device (a removed device, after rotation) or was altered.
 */
export async function unwrapKeyring(
  keyring: Keyring,
  device: {
    readonly deviceId: string;
    readonly agreementPrivateKey: CryptoKey;
    readonly agreementPublicKey: Uint8Array;
  },
): Promise<Map<number, CryptoKey>> {
  const { workspace, epoch, recipients, previous } = keyringSchema.parse(keyring);
  const entry = recipients.find((recipient) => recipient.deviceId === device.deviceId);
  if (!entry) throw new Error(`The keyring of epoch ${epoch} was not written for this device`);
  const ephemeralKey = fromBase64(entry.ephemeralKey);
  const salt = concat(ephemeralKey, device.agreementPublicKey);
  const info = context('device', workspace, epoch, device.deviceId);
  const kek = await keyEncryptionKey(device.agreementPrivateKey, ephemeralKey, salt, info);
  const key = await crypto.subtle.unwrapKey(
    'raw',
    fromBase64(entry.wrappedKey),
    kek,
    'AES-KW',
    AES_GCM,
    true,
    EPOCH_KEY_USAGES,
  );
  const keys = new Map<number, CryptoKey>([[epoch, key]]);
  for (const earlier of previous) {
    const params = {
      name: 'AES-GCM',
      iv: fromBase64(earlier.iv),
      additionalData: context('previous', workspace, earlier.epoch),
    };
    const unwrapped = await crypto.subtle.unwrapKey(
      'raw',
      fromBase64(earlier.wrappedKey),
      key,
      params,
      AES_GCM,
      true,
      EPOCH_KEY_USAGES,
    );
    keys.set(earlier.epoch, unwrapped);
  }
  return keys;
}

/**
 * A rotation: a new epoch key wrapped only for `recipients` (the devices that remain), carrying
 * every key the Admin's device holds. The new epoch is one past the highest it knows.
 */
export async function rotateKeyring(input: {
  workspace: string;
  keys: EpochKeys;
  /** The new epoch; by default one past the highest known (pass the contract's epoch + 1 when it is ahead). */
  epoch?: number;
  recipients: readonly KeyringRecipient[];
}): Promise<{ epoch: number; key: CryptoKey; keyring: Keyring }> {
  const highest = Math.max(0, ...input.keys.keys());
  const epoch = input.epoch ?? highest + 1;
  if (epoch <= highest) throw new Error(`Epoch ${epoch} is not after ${highest}`);
  const key = await newEpochKey();
  const keyring = await wrapKeyring({
    workspace: input.workspace,
    epoch,
    key,
    recipients: input.recipients,
    previous: input.keys,
  });
  return { epoch, key, keyring };
}

/** A keyring as the bytes of its block (JSON). */
export function serializeKeyring(keyring: Keyring): Uint8Array {
  return toUtf8Bytes(JSON.stringify(keyringSchema.parse(keyring)));
}

/** A keyring block read back; throws when it is not one. */
export function parseKeyring(bytes: Uint8Array): Keyring {
  return keyringSchema.parse(JSON.parse(toUtf8String(bytes)));
}

// Client-side encryption of documents (docs/product.md#documents), with WebCrypto only.
//
// Key: HKDF-SHA-256 over the wallet's signature of a fixed message (below), or PBKDF2-SHA-256
// (600,000 iterations, OWASP 2023) over a passphrase where the wallet's signatures are not
// deterministic (`signsDeterministically` signs twice). Each document has its own random salt, so
// each gets its own AES-256-GCM key; the salt sits in the file's header.
//
// Format (the bytes that are then chunked into UnixFS, so the CID is of the encrypted bytes):
//   header  "LLENC1" | kind (1 byte: 1 signature, 2 passphrase) | salt (16) | nonce prefix (8)
//   chunks  AES-GCM(plaintext chunk of 64 KiB) + 16-byte tag, nonce = prefix | chunk index (u32 BE)
// Each chunk's additional data is its index and a last-chunk flag (the STREAM construction), so
// chunks cannot be reordered, dropped or the file cut short without decryption failing. Streaming
// both ways: a large file never sits whole in memory.

const MAGIC = new TextEncoder().encode('LLENC1');
const HEADER_BYTES = MAGIC.length + 1 + 16 + 8;
export const PLAIN_CHUNK = 64 * 1024;
const TAG_BYTES = 16;
const INFO = new TextEncoder().encode('ledgerline/documents/aes-256-gcm/v1');
const PBKDF2_ITERATIONS = 600_000;

export type KeySource = { kind: 'signature'; signature: string } | { kind: 'passphrase'; passphrase: string };

/** Thrown when the key or passphrase does not open the document (or the bytes were altered). */
export class DecryptionError extends Error {
  constructor(
    message = 'This key does not open the document: the signature or passphrase is not the one it was encrypted with, or the file was altered.',
  ) {
    super(message);
    this.name = 'DecryptionError';
  }
}

/** The message the wallet signs to derive document keys; it explains itself to the signer. */
export function keyMessage(account: string): string {
  return [
    'Ledgerline: unlock encrypted documents',
    '',
    'Signing this message derives the key that encrypts and decrypts your documents in this browser.',
    'It is not a transaction and costs nothing. Sign it only on Ledgerline: anyone with this signature can read your encrypted documents.',
    '',
    `Account: ${account}`,
    'Version: 1',
  ].join('\n');
}

/** True when signing the same message twice gives the same signature (RFC 6979 wallets); the key can then come from it. */
export async function signsDeterministically(
  sign: (message: string) => Promise<string>,
  account: string,
): Promise<boolean> {
  const message = keyMessage(account);
  const first = await sign(message);
  const second = await sign(message);
  return first.toLowerCase() === second.toLowerCase();
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (!/^[0-9a-fA-F]*$/.test(clean) || clean.length % 2 !== 0 || clean.length < 128)
    throw new Error('Not a wallet signature');
  return Uint8Array.from(clean.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
}

async function deriveKey(source: KeySource, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const usage: KeyUsage[] = ['encrypt', 'decrypt'];
  const aes = { name: 'AES-GCM', length: 256 };
  if (source.kind === 'signature') {
    const base = await crypto.subtle.importKey('raw', hexBytes(source.signature), 'HKDF', false, ['deriveKey']);
    return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt, info: INFO }, base, aes, false, usage);
  }
  if (!source.passphrase) throw new Error('Enter a passphrase');
  const base = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(source.passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    base,
    aes,
    false,
    usage,
  );
}

function nonce(prefix: Uint8Array, index: number): Uint8Array<ArrayBuffer> {
  const iv = new Uint8Array(12);
  iv.set(prefix, 0);
  new DataView(iv.buffer).setUint32(8, index);
  return iv;
}

function aad(index: number, last: boolean): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(5);
  new DataView(data.buffer).setUint32(0, index);
  data[4] = last ? 1 : 0;
  return data;
}

/** Re-cuts a byte stream into pieces of `size` bytes; the last (shorter, exactly `size`, or empty) is flagged. */
async function* rechunk(
  source: AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<{ bytes: Uint8Array<ArrayBuffer>; last: boolean }> {
  let buffer = new Uint8Array(0);
  for await (const part of source) {
    const joined = new Uint8Array(buffer.length + part.length);
    joined.set(buffer);
    joined.set(part, buffer.length);
    buffer = joined;
    // Strictly more than a chunk: a full chunk with nothing after it is the last one.
    while (buffer.length > size) {
      yield { bytes: buffer.slice(0, size), last: false };
      buffer = buffer.slice(size);
    }
  }
  yield { bytes: buffer, last: true };
}

/** Encrypts a byte stream; yields the header, then one sealed chunk per 64 KiB of plaintext. */
export async function* encryptStream(source: AsyncIterable<Uint8Array>, key: KeySource): AsyncGenerator<Uint8Array> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const prefix = crypto.getRandomValues(new Uint8Array(8));
  const cryptoKey = await deriveKey(key, salt);
  const header = new Uint8Array(HEADER_BYTES);
  header.set(MAGIC, 0);
  header[MAGIC.length] = key.kind === 'signature' ? 1 : 2;
  header.set(salt, MAGIC.length + 1);
  header.set(prefix, MAGIC.length + 17);
  yield header;
  let index = 0;
  for await (const { bytes, last } of rechunk(source, PLAIN_CHUNK)) {
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce(prefix, index), additionalData: aad(index, last) },
      cryptoKey,
      bytes,
    );
    yield new Uint8Array(sealed);
    index += 1;
  }
}

/** The key kind an encrypted file's header names, or null when the bytes are not an encrypted document. */
export function encryptedKind(start: Uint8Array): KeySource['kind'] | null {
  if (start.length < HEADER_BYTES || MAGIC.some((byte, i) => start[i] !== byte)) return null;
  return start[MAGIC.length] === 1 ? 'signature' : start[MAGIC.length] === 2 ? 'passphrase' : null;
}

/** Decrypts what encryptStream wrote; throws DecryptionError at the first chunk the key does not open. */
export async function* decryptStream(source: AsyncIterable<Uint8Array>, key: KeySource): AsyncGenerator<Uint8Array> {
  let cryptoKey: CryptoKey | null = null;
  let prefix = new Uint8Array(0);
  let index = 0;
  let head = new Uint8Array(0);
  async function* body(): AsyncGenerator<Uint8Array> {
    for await (const part of source) {
      if (cryptoKey) {
        yield part;
        continue;
      }
      const joined = new Uint8Array(head.length + part.length);
      joined.set(head);
      joined.set(part, head.length);
      head = joined;
      if (head.length < HEADER_BYTES) continue;
      const kind = encryptedKind(head);
      if (kind === null) throw new DecryptionError('This file is not a Ledgerline encrypted document.');
      if (kind !== key.kind)
        throw new DecryptionError(
          kind === 'signature'
            ? 'This document was encrypted with a wallet signature, not a passphrase.'
            : 'This document was encrypted with a passphrase: enter it.',
        );
      prefix = head.slice(MAGIC.length + 17, HEADER_BYTES);
      cryptoKey = await deriveKey(key, head.slice(MAGIC.length + 1, MAGIC.length + 17));
      if (head.length > HEADER_BYTES) yield head.slice(HEADER_BYTES);
    }
  }
  for await (const { bytes, last } of rechunk(body(), PLAIN_CHUNK + TAG_BYTES)) {
    if (!cryptoKey) break;
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: nonce(prefix, index), additionalData: aad(index, last) },
        cryptoKey,
        bytes,
      );
      yield new Uint8Array(plain);
    } catch {
      throw new DecryptionError();
    }
    index += 1;
  }
  if (!cryptoKey) throw new DecryptionError('This file is too short to be an encrypted document.');
}

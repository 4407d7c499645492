import { base64ToBytes, bytesToBase64 } from './base64';
import { BackupError } from './backup-errors';
import {
  ENCRYPTED_BACKUP_FORMAT,
  ENCRYPTED_BACKUP_VERSION,
  PBKDF2_ITERATIONS,
  type EncryptedBackupFile,
} from './backup-file';

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  // NFC so that the same passphrase typed on another keyboard/OS derives the same key.
  const secret = new TextEncoder().encode(passphrase.normalize('NFC'));
  const material = await crypto.subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/**
 * Encrypts a text with a passphrase: PBKDF2-SHA256 (random 16-byte salt) → AES-GCM-256 (random
 * 12-byte IV). `iterations` defaults to the production work factor; only tests pass fewer.
 */
export async function encryptText(
  text: string,
  passphrase: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<EncryptedBackupFile> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(passphrase, salt, iterations);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
  return {
    format: ENCRYPTED_BACKUP_FORMAT,
    version: ENCRYPTED_BACKUP_VERSION,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: bytesToBase64(salt) },
    cipher: 'AES-GCM-256',
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}

/** Decrypts an encrypted backup; a wrong passphrase or any altered byte → BackupError. */
export async function decryptText(file: EncryptedBackupFile, passphrase: string): Promise<string> {
  let plain: ArrayBuffer;
  try {
    const key = await deriveKey(passphrase, base64ToBytes(file.kdf.salt), file.kdf.iterations);
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64ToBytes(file.iv) },
      key,
      base64ToBytes(file.ciphertext),
    );
  } catch {
    // AES-GCM authenticates: a wrong key and a modified ciphertext fail the same way.
    throw new BackupError(
      'wrong-passphrase',
      'Wrong passphrase, or the encrypted file was altered. Nothing was imported.',
    );
  }
  return new TextDecoder().decode(plain);
}

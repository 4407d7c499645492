import { base64ToBytes, bytesToBase64 } from './base64';

/** How a Blob is written into a backup: its MIME type and its bytes in base64. */
export interface EncodedBlob {
  readonly $blob: { readonly type: string; readonly base64: string };
}

function isEncodedBlob(value: unknown): value is EncodedBlob {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== '$blob') return false;
  const inner = (value as { $blob: unknown }).$blob;
  return (
    !!inner &&
    typeof inner === 'object' &&
    typeof (inner as { type?: unknown }).type === 'string' &&
    typeof (inner as { base64?: unknown }).base64 === 'string'
  );
}

/** Replaces every Blob inside a JSON-like value by an EncodedBlob (deeply, without mutating). */
export async function encodeBlobs(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const bytes = new Uint8Array(await value.arrayBuffer());
    return { $blob: { type: value.type, base64: bytesToBase64(bytes) } } satisfies EncodedBlob;
  }
  if (Array.isArray(value)) return Promise.all(value.map(encodeBlobs));
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, inner]) => [key, await encodeBlobs(inner)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/** Turns every EncodedBlob inside a parsed JSON value back into a Blob; throws on bad base64. */
export function decodeBlobs(value: unknown): unknown {
  if (isEncodedBlob(value)) return new Blob([base64ToBytes(value.$blob.base64)], { type: value.$blob.type });
  if (Array.isArray(value)) return value.map(decodeBlobs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, decodeBlobs(inner)]));
  }
  return value;
}

import { createHash } from 'node:crypto';

// A second, library-free way to get kubo's CIDv1 for a file of up to `maxLinks` chunks: raw leaves
// and one dag-pb root written byte by byte from the dag-pb and UnixFS protobuf specs, hashed with
// node:crypto and printed in base32 by hand. Nothing here comes from multiformats or the importer.

function varint(n: number): number[] {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
  return out;
}

function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}

function cidBytes(codec: number, bytes: Uint8Array): number[] {
  // CIDv1, codec (raw 0x55 / dag-pb 0x70, both one-byte varints), sha2-256 (0x12), 32-byte digest
  return [0x01, codec, 0x12, 0x20, ...sha256(bytes)];
}

function base32(bytes: number[]): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = 'b';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** kubo's CIDv1 (raw leaves, sha2-256) of bytes cut into `chunkSize` chunks under one dag-pb root. */
export function handBuiltCid(bytes: Uint8Array, chunkSize: number): string {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  if (chunks.length === 1) return base32(cidBytes(0x55, bytes));
  const node: number[] = [];
  for (const chunk of chunks) {
    // PBLink { Hash = 1, Name = 2 (present, empty, as kubo writes it), Tsize = 3 }
    const hash = cidBytes(0x55, chunk);
    const link = [0x0a, ...varint(hash.length), ...hash, 0x12, 0x00, 0x18, ...varint(chunk.length)];
    node.push(0x12, ...varint(link.length), ...link); // PBNode.Links = 2, written before Data
  }
  // UnixFS Data { Type = 1: File (2), filesize = 3, blocksizes = 4 (one per leaf, unpacked) }
  const data = [0x08, 0x02, 0x18, ...varint(bytes.length)];
  for (const chunk of chunks) data.push(0x20, ...varint(chunk.length));
  node.push(0x0a, ...varint(data.length), ...data); // PBNode.Data = 1
  return base32(cidBytes(0x70, new Uint8Array(node)));
}

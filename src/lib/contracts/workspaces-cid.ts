// How the Workspaces contract holds CIDs: a head is a raw block hashed with sha2-256, so only its
// 32-byte digest goes on chain (one storage word per update); certificates and keyrings keep their
// whole binary CID. These turn the contract's values into CIDs and back.
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { create as createDigest } from 'multiformats/hashes/digest';
import { sha256 } from 'multiformats/hashes/sha2';
import { getBytes, hexlify } from 'ethers';

/** The `bytes32` a head CID is published as; throws unless it is CIDv1, raw, sha2-256. */
export function headDigestOf(cid: string): string {
  const parsed = CID.parse(cid);
  if (parsed.version !== 1 || parsed.code !== raw.code || parsed.multihash.code !== sha256.code)
    throw new Error(`A head is a raw sha2-256 block (CIDv1); ${cid} is not`);
  return hexlify(parsed.multihash.digest);
}

/** The head CID (base32 text) a published `bytes32` names; null for zero (no head yet). */
export function headCidOf(digest: string): string | null {
  const bytes = getBytes(digest);
  if (bytes.length !== 32) throw new Error('A head digest is 32 bytes');
  if (bytes.every((byte) => byte === 0)) return null;
  return CID.createV1(raw.code, createDigest(sha256.code, bytes)).toString();
}

/** A CID's binary form, as `registerDevice` and `setKeyring` take it. */
export function cidBytes(cid: string): string {
  return hexlify(CID.parse(cid).bytes);
}

/** The CID text of a binary CID read from the contract; null when empty. */
export function cidFromBytes(bytes: string): string | null {
  const data = getBytes(bytes);
  return data.length === 0 ? null : CID.decode(data).toString();
}

import { equals } from 'multiformats/bytes';
import type { CID } from 'multiformats/cid';
import { identity } from 'multiformats/hashes/identity';
import { sha256, sha512 } from 'multiformats/hashes/sha2';
import type { MultihashHasher } from 'multiformats/hashes/interface';

const HASHERS: ReadonlyMap<number, MultihashHasher> = new Map<number, MultihashHasher>([
  [sha256.code, sha256],
  [sha512.code, sha512],
  [identity.code, identity],
]);

/** Thrown when a block's bytes do not hash to its CID, or its hash function is unknown here. */
export class BlockVerificationError extends Error {
  constructor(
    readonly cid: CID,
    reason: string,
  ) {
    super(`Block ${cid.toString()} ${reason}`);
    this.name = 'BlockVerificationError';
  }
}

/** Re-hashes the bytes with the CID's own hash function; true when they match. */
export async function blockMatches(cid: CID, bytes: Uint8Array): Promise<boolean> {
  const hasher = HASHERS.get(cid.multihash.code);
  if (!hasher)
    throw new BlockVerificationError(
      cid,
      `uses hash function 0x${cid.multihash.code.toString(16)}, which this app cannot check`,
    );
  const digest = await hasher.digest(bytes);
  return equals(digest.bytes, cid.multihash.bytes);
}

/** Throws BlockVerificationError unless the bytes hash to the CID. */
export async function assertBlock(cid: CID, bytes: Uint8Array): Promise<void> {
  if (!(await blockMatches(cid, bytes)))
    throw new BlockVerificationError(cid, 'does not match its content (altered or corrupted)');
}

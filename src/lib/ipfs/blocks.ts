import type { CID } from 'multiformats/cid';

/** A content-addressed block: the bytes and the CID that names them. */
export interface Block {
  cid: CID;
  bytes: Uint8Array;
}

/** Where imported blocks go (the database layer implements it); put must keep the CID's codec. */
export interface BlockSink {
  put(cid: CID, bytes: Uint8Array): Promise<void>;
}

/** Where stored blocks come from; undefined when the block is not held. */
export interface BlockSource {
  get(cid: CID): Promise<Uint8Array | undefined>;
}

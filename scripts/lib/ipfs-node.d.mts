/** Options of {@link startIpfsNode}. */
export interface IpfsNodeOptions {
  /** When set, every call requires `Authorization: Bearer <token>` (else 403, as Kubo's API.Authorizations). */
  token?: string | null;
}

/** A running Helia node behind the Kubo RPC calls the app makes. */
export interface IpfsNode {
  /** The RPC base, `http://127.0.0.1:<port>` (clients add /api/v0). */
  url: string;
  /** Every request received, in order. */
  requests: Array<{ method: string; path: string }>;
  /** Every block the node holds (CID string and bytes). */
  blocks(): AsyncIterable<{ cid: string; bytes: Uint8Array }>;
  isPinned(cid: string): Promise<boolean>;
  /** Closes the HTTP server (the blocks stay): the endpoint is unreachable. */
  goOffline(): Promise<void>;
  /** Listens again on the same port. */
  goOnline(): Promise<void>;
  /** Closes the server and stops the node. */
  stop(): Promise<void>;
}

/** Starts a Helia node (no networking, blocks in memory) behind a Kubo RPC server on 127.0.0.1. */
export function startIpfsNode(options?: IpfsNodeOptions): Promise<IpfsNode>;

// Proof of existence: a document's SHA-256 (of its original bytes, streamed) and CID
// are anchored in the Registry (`anchor(bytes32 digest, string cid)`, event
// `Anchored(address indexed sender, bytes32 indexed digest, string cid, uint256 time)`). Verifying
// reads those events by digest (and sender when given): no trust in this app's records.
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { getAddress, Interface, zeroPadValue } from 'ethers';
import { registryAbi } from '@/lib/contracts/generated/artifacts';
import { getLogsChunked } from '@/lib/chain/get-logs-chunked';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { blockNumber, getBlock } from '@/lib/chain/rpc-methods';

const registry = new Interface(registryAbi);
/** topic0 of `Anchored`. */
export const ANCHORED_TOPIC = registry.getEvent('Anchored')?.topicHash ?? '';

/** The SHA-256 of a byte stream as 0x-prefixed hex (the Registry's `digest`), never holding it whole. */
export async function sha256OfStream(source: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = sha256.create();
  for await (const part of source) hash.update(part);
  return `0x${bytesToHex(hash.digest())}`;
}

/** One `Anchored` event: who anchored the digest, with which CID, when (the block's time). */
export interface Anchor {
  readonly sender: string;
  readonly digest: string;
  readonly cid: string;
  readonly time: Date;
  readonly blockNumber: number;
  readonly txHash: string;
}

export interface FindAnchorsOptions {
  /** The Registry's address on the reader's network. */
  readonly registry: string;
  readonly digest: string;
  /** Only anchors by this address (checksummed or not); all senders when null. */
  readonly sender?: string | null;
  /** First block to read (the Registry's deployment block where known; 0 on a local chain). */
  readonly fromBlock?: number;
}

/** The anchors of a digest, oldest first (the first one proves the earliest existence). */
export async function findAnchors(reader: ChainReader, options: FindAnchorsOptions): Promise<Anchor[]> {
  const latest = await blockNumber(reader);
  const topics = [
    ANCHORED_TOPIC,
    options.sender ? zeroPadValue(getAddress(options.sender), 32) : null,
    options.digest.toLowerCase(),
  ];
  const logs = await getLogsChunked(
    reader,
    { address: getAddress(options.registry), topics },
    options.fromBlock ?? 0,
    latest,
  );
  return logs.map((log) => {
    const anchor = decodeAnchor(log);
    if (!anchor) throw new Error(`Not an Anchored event in transaction ${log.transactionHash}`);
    return anchor;
  });
}

type LogLike = {
  readonly topics: readonly string[];
  readonly data: string;
  readonly blockNumber: number | bigint;
  readonly transactionHash: string;
};

function decodeAnchor(log: LogLike): Anchor | null {
  const parsed = registry.parseLog({ topics: [...log.topics], data: log.data });
  if (parsed?.name !== 'Anchored') return null;
  return {
    sender: getAddress(String(parsed.args.getValue('sender'))),
    digest: String(parsed.args.getValue('digest')),
    cid: String(parsed.args.getValue('cid')),
    time: new Date(Number(parsed.args.getValue('time')) * 1000),
    blockNumber: Number(log.blockNumber),
    txHash: log.transactionHash,
  };
}

/** The `Anchored` event a mined anchor transaction emitted (from its receipt's logs), or null. */
export function anchorFromReceiptLogs(
  logs: readonly (LogLike & { readonly address: string })[],
  registryAddress: string,
): Anchor | null {
  const log = logs.find(
    (l) => l.address.toLowerCase() === registryAddress.toLowerCase() && l.topics[0] === ANCHORED_TOPIC,
  );
  return log ? decodeAnchor(log) : null;
}

/** The block's own timestamp, for showing "anchored at block N, <date>" when only the number is known. */
export async function blockTime(reader: ChainReader, block: number): Promise<Date | null> {
  const found = await getBlock(reader, block);
  return found ? new Date(Number(found.timestamp) * 1000) : null;
}

/** Explains the Registry's `AlreadyAnchored(sender, digest)` revert data as a fact, not a failure; null for other errors. */
export function alreadyAnchoredMessage(revertData: unknown): string | null {
  if (typeof revertData !== 'string') return null;
  try {
    const error = registry.parseError(revertData);
    if (error?.name !== 'AlreadyAnchored') return null;
    return `Already anchored: ${getAddress(String(error.args[0]))} anchored this document before, so its proof of existence is already on chain (the earlier anchor is the one that counts).`;
  } catch {
    return null;
  }
}

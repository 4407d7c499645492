// Proof of existence: `Registry.anchor(sha256, cid)` from the wallet. Checked first (the
// Registry's `anchoredAt` says whether this account anchored the digest already: then the earlier
// anchor is recorded on the document and explained, never reported as a failure), sent, recorded
// as pending for the Success page, followed until mined; the Anchored event of the receipt is
// written on the document ("anchored at block N, <date>").
import { Interface } from 'ethers';
import { knownNetwork } from '../../../../lib/chain/networks';
import type { ChainReader } from '../../../../lib/chain/rpc-client';
import { call, chainIdOf } from '../../../../lib/chain/rpc-methods';
import { recordSentTransaction } from '../../../../lib/chain/sync/sync-store';
import { waitForReceipt } from '../../../../lib/chain/wait-for-receipt';
import { registryAbi } from '../../../../lib/contracts/generated/artifacts';
import type { DocumentAnchor, StorageDocument } from '../../../../lib/db/entities/storage-document';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';
import { alreadyAnchoredMessage, anchorFromReceiptLogs, findAnchors, type Anchor } from '../../../../lib/ipfs/anchors';
import { updateDocument } from '../../../../lib/ipfs/document-access';
import { isUserRejection } from '../../../../lib/wallet/wallet-errors';
import type { Eip1193Provider } from '../../../../lib/wallet/wallet-types';

const registry = new Interface(registryAbi);
const HASH = /^0x[0-9a-fA-F]{64}$/;
/** How often the receipt is asked for while the user waits. */
const RECEIPT_POLL_MS = 500;

export interface AnchorContext {
  readonly db: WorkspaceDb;
  readonly provider: Eip1193Provider;
  readonly reader: ChainReader;
  readonly account: string;
  readonly registry: string;
  readonly now: () => Date;
}

export type AnchorStep =
  | { readonly phase: 'checking' }
  | { readonly phase: 'signing' }
  | { readonly phase: 'pending'; readonly hash: string }
  | { readonly phase: 'done'; readonly hash: string; readonly anchor: DocumentAnchor }
  | { readonly phase: 'already'; readonly message: string; readonly anchor: DocumentAnchor | null }
  | { readonly phase: 'failed'; readonly message: string; readonly hash: string | null };

function toDocumentAnchor(anchor: Anchor, chainId: number, registryAddress: string): DocumentAnchor {
  return { chainId, registry: registryAddress, sender: anchor.sender, txHash: anchor.txHash.toLowerCase(), blockNumber: anchor.blockNumber, time: anchor.time.toISOString() };
}

async function recordAnchor(db: WorkspaceDb, document: StorageDocument, anchor: DocumentAnchor): Promise<void> {
  await updateDocument(db, document.id, (current) => ({ ...current, anchor }));
}

/** The earliest anchor of the digest by this account, recorded on the document (already anchored). */
async function already(ctx: AnchorContext, document: StorageDocument, message: string): Promise<AnchorStep> {
  const [first] = await findAnchors(ctx.reader, { registry: ctx.registry, digest: document.sha256, sender: ctx.account });
  const anchor = first ? toDocumentAnchor(first, ctx.reader.chainId, ctx.registry) : null;
  if (anchor) await recordAnchor(ctx.db, document, anchor);
  return { phase: 'already', message, anchor };
}

/** Anchors the document's SHA-256 and CID; every outcome comes back as a step, nothing thrown. */
export async function anchorDocument(ctx: AnchorContext, document: StorageDocument, onStep: (step: AnchorStep) => void): Promise<AnchorStep> {
  const { reader, account, provider } = ctx;
  const report = (step: AnchorStep) => (onStep(step), step);
  const data = registry.encodeFunctionData('anchor', [document.sha256, document.cid]);
  let hash: string;
  let nonce: number;
  try {
    onStep({ phase: 'checking' });
    if ((await chainIdOf(reader)) !== reader.chainId) return report({ phase: 'failed', message: 'Your wallet switched networks: nothing was sent.', hash: null });
    const at = await call(reader, { to: ctx.registry, data: registry.encodeFunctionData('anchoredAt', [account, document.sha256]) });
    if (BigInt(at) !== 0n) {
      const when = new Date(Number(BigInt(at)) * 1000).toISOString();
      return report(await already(ctx, document, `Already anchored: this account anchored this document on ${when.slice(0, 10)}, so its proof of existence is already on chain (the earlier anchor is the one that counts). Nothing was sent.`));
    }
    await call(reader, { from: account, to: ctx.registry, data });
    nonce = Number(BigInt(String(await reader.request('eth_getTransactionCount', [account, 'pending']))));
    onStep({ phase: 'signing' });
    const sent = await provider.request({ method: 'eth_sendTransaction', params: [{ from: account, to: ctx.registry, data, nonce: `0x${nonce.toString(16)}` }] });
    if (typeof sent !== 'string' || !HASH.test(sent)) return report({ phase: 'failed', message: 'The wallet did not return a transaction hash.', hash: null });
    hash = sent.toLowerCase();
  } catch (error) {
    if (isUserRejection(error)) return report({ phase: 'failed', message: 'You declined the anchor in your wallet: nothing was sent.', hash: null });
    const explained = alreadyAnchoredMessage((error as { data?: unknown }).data);
    if (explained) return report(await already(ctx, document, explained));
    return report({ phase: 'failed', message: `The anchor could not be sent: ${error instanceof Error ? error.message : String(error)}`, hash: null });
  }
  onStep({ phase: 'pending', hash });
  const native = knownNetwork(reader.chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  await recordSentTransaction(ctx.db, { chainId: reader.chainId, hash, from: account, to: ctx.registry, value: 0n, nonce, kind: 'call', decoded: null, selector: data.slice(0, 10), nativeSymbol: native.symbol, nativeDecimals: native.decimals, counterparty: ctx.registry, direction: 'out', memo: `Anchor ${document.name}` }, ctx.now().toISOString()).catch(() => null);
  try {
    const receipt = await waitForReceipt(reader, hash, RECEIPT_POLL_MS);
    if (receipt.status === 0) return report({ phase: 'failed', message: `The anchor failed on chain (block ${receipt.blockNumber}).`, hash });
    const event = anchorFromReceiptLogs(receipt.logs, ctx.registry);
    if (!event) return report({ phase: 'failed', message: 'The transaction was mined but the Registry emitted no Anchored event.', hash });
    const anchor = toDocumentAnchor(event, reader.chainId, ctx.registry);
    await recordAnchor(ctx.db, document, anchor);
    return report({ phase: 'done', hash, anchor });
  } catch (error) {
    return report({ phase: 'failed', message: `Could not follow the anchor (${hash}): ${error instanceof Error ? error.message : String(error)}`, hash });
  }
}

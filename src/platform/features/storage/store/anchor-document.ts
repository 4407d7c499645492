// Proof of existence: `Registry.anchor(sha256, cid)` from the wallet. Checked first (the
// Registry's `anchoredAt` says whether this account anchored the digest already: then the earlier
// anchor is recorded on the document and explained, never reported as a failure), sent, recorded
// as pending for the Success page, followed until mined (lib/chain/send-wallet-tx); the Anchored
// event of the receipt is written on the document ("anchored at block N, <date>").
import { Interface } from 'ethers';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { call } from '@/lib/chain/rpc-methods';
import { sendWalletTx } from '@/lib/chain/send-wallet-tx';
import { registryAbi } from '@/lib/contracts/generated/artifacts';
import type { DocumentAnchor, StorageDocument } from '@/lib/db/entities/storage-document';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { alreadyAnchoredMessage, anchorFromReceiptLogs, findAnchors, type Anchor } from '@/lib/ipfs/anchors';
import { updateDocument } from '@/lib/ipfs/document-access';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { isoDay } from '@/lib/primitives/days';

const registry = new Interface(registryAbi);

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
  return {
    chainId,
    registry: registryAddress,
    sender: anchor.sender,
    txHash: anchor.txHash.toLowerCase(),
    blockNumber: anchor.blockNumber,
    time: anchor.time.toISOString(),
  };
}

async function recordAnchor(db: WorkspaceDb, document: StorageDocument, anchor: DocumentAnchor): Promise<void> {
  await updateDocument(db, document.id, (current) => ({ ...current, anchor }));
}

/** What the Registry checks read: the chain, the Registry, and the account whose anchors count. */
type RegistryRead = Pick<AnchorContext, 'db' | 'reader' | 'registry' | 'account'>;

/** The earliest anchor of the digest by this account, recorded on the document (already anchored). */
async function already(ctx: RegistryRead, document: StorageDocument, message: string): Promise<AnchorStep> {
  const [first] = await findAnchors(ctx.reader, {
    registry: ctx.registry,
    digest: document.sha256,
    sender: ctx.account,
  });
  const anchor = first ? toDocumentAnchor(first, ctx.reader.chainId, ctx.registry) : null;
  if (anchor) await recordAnchor(ctx.db, document, anchor);
  return { phase: 'already', message, anchor };
}

/** Whether this account anchored the digest already (the Registry's `anchoredAt`), as a message, or null. */
async function anchoredBefore(
  ctx: RegistryRead,
  document: StorageDocument,
  words = { who: 'this account', nothing: 'Nothing was sent.' },
): Promise<string | null> {
  const at = await call(ctx.reader, {
    to: ctx.registry,
    data: registry.encodeFunctionData('anchoredAt', [ctx.account, document.sha256]),
  });
  if (BigInt(at) === 0n) return null;
  const when = isoDay(Number(BigInt(at)) * 1000);
  return `Already anchored: ${words.who} anchored this document on ${when}, so its proof of existence is already on chain (the earlier anchor is the one that counts). ${words.nothing}`;
}

/** Anchors the document's SHA-256 and CID; every outcome comes back as a step, nothing thrown. */
export async function anchorDocument(
  ctx: AnchorContext,
  document: StorageDocument,
  onStep: (step: AnchorStep) => void,
): Promise<AnchorStep> {
  const report = (step: AnchorStep) => (onStep(step), step);
  try {
    onStep({ phase: 'checking' });
    const before = await anchoredBefore(ctx, document);
    if (before) return report(await already(ctx, document, before));
  } catch (error) {
    return report({
      phase: 'failed',
      message: `The Registry could not be read: ${error instanceof Error ? error.message : String(error)}`,
      hash: null,
    });
  }
  const data = registry.encodeFunctionData('anchor', [document.sha256, document.cid]);
  const sent = await sendWalletTx(
    ctx,
    { label: 'the anchor', to: ctx.registry, data, memo: `Anchor ${document.name}`, explain: alreadyAnchoredMessage },
    (step) => {
      if (step.phase !== 'failed') onStep(step);
    },
  );
  if (!sent.ok) {
    // Anchored from elsewhere between the check and the signature: a fact, not a failure.
    const raced = sent.hash === null ? await anchoredBefore(ctx, document).catch(() => null) : null;
    return report(
      raced ? await already(ctx, document, raced) : { phase: 'failed', message: sent.message, hash: sent.hash },
    );
  }
  const event = anchorFromReceiptLogs(sent.receipt.logs, ctx.registry);
  if (!event)
    return report({
      phase: 'failed',
      message: 'The transaction was mined but the Registry emitted no Anchored event.',
      hash: sent.hash,
    });
  const anchor = toDocumentAnchor(event, ctx.reader.chainId, ctx.registry);
  await recordAnchor(ctx.db, document, anchor);
  return report({ phase: 'done', hash: sent.hash, anchor });
}

/**
 * Before proposing an anchor from the Safe `ctx.account`: whether the Safe anchored the digest
 * already (then the earlier anchor is recorded on the document and explained, and nothing is
 * proposed: the Registry would refuse the same sender twice), else null.
 */
export async function anchoredBySafeBefore(ctx: RegistryRead, document: StorageDocument): Promise<AnchorStep | null> {
  const before = await anchoredBefore(ctx, document, { who: 'the Safe', nothing: 'Nothing was proposed.' });
  return before ? already(ctx, document, before) : null;
}

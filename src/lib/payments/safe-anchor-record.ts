// A Storage document anchored from a Safe treasury (Storage's "Anchor from" a Safe; safe-pay-kinds.ts),
// recorded once its execution is mined: the receipt's `Anchored` event (the Registry's, the Safe its
// sender) is written on the document exactly as a wallet's anchor is ("anchored at block N, <date>").
// Recorded wherever the execution settles: the Safe queue (safe-payments.ts), or the ledger poster
// for an execution a device noted in the shared proposal (safe-noted-executions.ts), so Storage shows
// it on every device without anyone opening the queue. An execution that anchored nothing (refused
// on chain, or run without effect) records nothing.
import type { ProposalPays, SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { anchorFromReceiptLogs } from '@/lib/ipfs/anchors';
import { updateDocument } from '@/lib/ipfs/document-access';
import type { ExecutionReceipt } from './safe-payments';

/**
 * Writes the anchor the receipt of `hash` carries on the document `pays` names; true when it wrote
 * it now (false: nothing anchored by the Safe in it, the document gone, or its anchor already there).
 */
export async function recordSafeAnchor(
  db: WorkspaceDb,
  record: Pick<SafeProposalRecord, 'chainId' | 'safe'>,
  pays: ProposalPays & { kind: 'anchor' },
  hash: string,
  receipt: ExecutionReceipt,
): Promise<boolean> {
  if (receipt.status === 0) return false;
  const logs = (receipt.logs ?? []).map((log) => ({
    ...log,
    blockNumber: receipt.blockNumber,
    transactionHash: hash,
  }));
  const event = anchorFromReceiptLogs(logs, pays.registry);
  if (!event || event.sender.toLowerCase() !== record.safe.toLowerCase()) return false;
  if (event.digest.toLowerCase() !== pays.sha256.toLowerCase()) return false;
  const document = await db.documents.get(pays.documentId);
  if (!document || document.anchor) return false;
  await updateDocument(db, document.id, (current) => ({
    ...current,
    anchor: {
      chainId: record.chainId,
      registry: pays.registry,
      sender: event.sender,
      txHash: hash.toLowerCase(),
      blockNumber: receipt.blockNumber,
      time: event.time.toISOString(),
    },
  }));
  return true;
}

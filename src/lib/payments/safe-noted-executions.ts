// What a Safe execution paid, on every device of a team workspace. The proposal is shared (its
// `execution`, noted by the device that sent it, and its `outcome`, settled from the chain), but a
// bill payment record (`billPayments`) and a company token (`companyTokens`) are each device's own:
// they mark the bills paid, book the Safe's rows to Accounts payable and list the token on Tokens;
// a document's anchor from the Safe is written on it the same way (safe-anchor-record.ts).
// Without this, a device that did not execute recorded them only once someone opened its Safe
// queue there. The ledger poster runs it whenever a proposal or a chain row changes, so it holds on
// whichever page is open. A deployment needs the mined receipt (the Safe's `ContractCreation` log
// names the token's address), read through the chain's reader the sync engine follows it with. A
// noted execution's receipt also says whether the Safe ran the SafeTx without effect (its
// `ExecutionFailure`: a SafeTx made elsewhere with a safeTxGas whose inner call reverted): then the
// proposal settles so on every device, its bills are open again and its run stopped.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt } from '@/lib/chain/rpc-methods';
import type { Receipt } from '@/lib/chain/rpc-schemas';
import { companyTokenId } from '@/lib/db/entities/company-token';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { recordSafeAnchor } from './safe-anchor-record';
import { recordSafeDeployment } from './safe-deployment-record';
import { recordProposalPayment, settleIfWithoutEffect, undoExecutionWithoutEffect } from './safe-execution-record';

export interface NotedExecutionOptions {
  readonly now: Date;
  readonly newId: () => string;
  /** The reader of a chain the engine follows (null if none): a deployment's receipt is read through it. */
  readonly readerOf?: (chainId: number) => ChainReader | null | Promise<ChainReader | null>;
  /** Executions whose deployment is settled here (recorded, or created nothing): not read again. */
  readonly settled?: Set<string>;
}

/** The transaction that executed `record`: the chain's outcome when settled, else the one a device sent. */
const executionHash = (record: SafeProposalRecord): string | null =>
  record.outcome?.status === 'replaced'
    ? null
    : record.outcome?.status === 'executed'
      ? record.outcome.hash
      : (record.execution?.hash ?? null);

/**
 * Records the bills of each executed bill proposal for its transaction, once per hash, and the
 * token of each executed deployment and the anchor of each executed document anchor once its
 * receipt is mined; returns how many it recorded now.
 */
export async function recordNotedExecutions(db: WorkspaceDb, options: NotedExecutionOptions): Promise<number> {
  let recorded = 0;
  for (const record of await db.safeProposals.toArray()) {
    // Ran without effect (settled here or on another device): what was recorded for it is undone.
    if (record.outcome?.status === 'replaced' && record.outcome.failedIn) {
      await undoExecutionWithoutEffect(db, record, record.outcome.failedIn, options.now);
      continue;
    }
    const hash = executionHash(record);
    if (!hash) continue;
    if (record.outcome === null && (await ranWithoutEffect(db, record, hash, options))) continue;
    if (record.pays?.kind === 'deploy' || record.pays?.kind === 'anchor') {
      if (await recordNotedFromReceipt(db, record, hash, options)) recorded += 1;
      continue;
    }
    if (record.kind !== 'bills' || record.bills.length === 0) continue;
    if ((await db.billPayments.where('[chainId+hash]').equals([record.chainId, hash]).count()) > 0) continue;
    await recordProposalPayment(db, record, hash, options);
    recorded += 1;
  }
  return recorded;
}

/** Kinds recorded from the mined receipt of their execution (recordNotedFromReceipt). */
const RECEIPT_KINDS = new Set(['deploy', 'anchor']);

/**
 * The mined receipt of `hash`, read through the engine's reader once per `key` and session; null
 * without a reader, before it is mined, or when the node did not answer (a later run asks again).
 */
async function receiptOnce(
  record: SafeProposalRecord,
  hash: string,
  key: string,
  options: NotedExecutionOptions,
): Promise<{ receipt: Receipt; reader: ChainReader } | null> {
  if (options.settled?.has(key)) return null;
  const reader = (await options.readerOf?.(record.chainId)) ?? null;
  if (!reader) return null;
  try {
    const receipt = await getReceipt(reader, hash);
    if (!receipt) return null;
    options.settled?.add(key);
    return { receipt, reader };
  } catch {
    return null;
  }
}

/** Whether the noted execution `hash` of an unsettled proposal ran without effect (then settled so). */
async function ranWithoutEffect(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  options: NotedExecutionOptions,
): Promise<boolean> {
  // A deployment's or an anchor's receipt is read (once) by recordNotedFromReceipt, which checks the same.
  if (RECEIPT_KINDS.has(record.pays?.kind ?? '')) return false;
  const mined = await receiptOnce(record, hash, `checked:${record.chainId}:${hash.toLowerCase()}`, options);
  return mined ? settleIfWithoutEffect(db, record, hash, mined.receipt, options.now) : false;
}

/**
 * Records what a noted deployment or anchor left on chain, once mined: the token its
 * `ContractCreation` log names, or the document's anchor from the Registry's `Anchored` event; true
 * when it recorded it now. Read once per execution and session once settled here.
 */
async function recordNotedFromReceipt(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  options: NotedExecutionOptions,
): Promise<boolean> {
  const pays = record.pays;
  if (pays?.kind !== 'deploy' && pays?.kind !== 'anchor') return false;
  const key = `${record.chainId}:${hash.toLowerCase()}`;
  const done =
    pays.kind === 'deploy'
      ? await db.companyTokens.get(companyTokenId(record.chainId, pays.address))
      : (await db.documents.get(pays.documentId))?.anchor;
  if (done) {
    options.settled?.add(key);
    return false;
  }
  // Not mined yet, or the node did not answer: a later run reads it again; this run's bills go on.
  const mined = await receiptOnce(record, hash, key, options);
  if (!mined || (await settleIfWithoutEffect(db, record, hash, mined.receipt, options.now))) return false;
  try {
    return pays.kind === 'deploy'
      ? (await recordSafeDeployment(db, record, pays, hash, mined.receipt, options.now, mined.reader)) !== null
      : await recordSafeAnchor(db, record, pays, hash, mined.receipt);
  } catch {
    return false;
  }
}

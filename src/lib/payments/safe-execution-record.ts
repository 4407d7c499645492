// What a Safe proposal paid, recorded for the transaction that executed it (the app's or another
// tool's with the same SafeTx), exactly as a wallet's payment is: the bills as paid
// (bill-payment-record.ts), the run's batches with the hash and the run done once mined, a deployed
// token or a document's anchor from the receipt; and undone when the Safe ran it without effect.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt } from '@/lib/chain/rpc-methods';
import type { Receipt } from '@/lib/chain/rpc-schemas';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { executedWithoutEffectWords } from '@/lib/safe/execution-words';
import { executionInLogs } from '@/lib/safe/executions';
import { settleWithoutEffect, type Settled } from '@/lib/safe/proposal-store';
import { recordBillPayment } from './bill-payment-record';
import { recordSafeAnchor } from './safe-anchor-record';
import { recordSafeDeployment } from './safe-deployment-record';
import type { ExecutionReceipt } from './safe-payments';

/**
 * Records what `record` pays as paid by the transaction `hash` (once per hash: a second call for the
 * same execution writes nothing new). A run's batches take the hash; `mined` says the receipt's block
 * when it is known (the run is then done, or stopped if the execution failed).
 */
export async function recordProposalPayment(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  options: { now: Date; newId: () => string; receipt?: ExecutionReceipt | null; reader?: ChainReader },
): Promise<void> {
  if (record.kind === 'bills')
    // Checked and written in one transaction: the page that executed and the poster recording an
    // execution noted in the shared proposal (safe-noted-executions.ts) may both get here.
    await db.transaction('rw', db.billPayments, async () => {
      const existing = await db.billPayments.where('[chainId+hash]').equals([record.chainId, hash]).count();
      if (existing > 0) return;
      for (const group of record.bills)
        await recordBillPayment(db, {
          id: options.newId(),
          kind: group.kind,
          chainId: record.chainId,
          hash,
          from: record.safe,
          asset: group.asset,
          items: group.items.map((item) => ({ ...item, units: BigInt(item.units) })),
          now: options.now.toISOString(),
        });
    });
  if (record.pays?.kind === 'run') await recordRunExecution(db, record.pays.runId, record.pays.batches, hash, options);
  if (record.pays?.kind === 'deploy' && options.receipt)
    await recordSafeDeployment(db, record, record.pays, hash, options.receipt, options.now, options.reader);
  if (record.pays?.kind === 'anchor' && options.receipt)
    await recordSafeAnchor(db, record, record.pays, hash, options.receipt);
}

async function recordRunExecution(
  db: WorkspaceDb,
  runId: string,
  only: readonly number[] | undefined,
  hash: string,
  options: { now: Date; receipt?: ExecutionReceipt | null; withoutEffect?: string },
): Promise<void> {
  await db.transaction('rw', db.distributionRuns, async () => {
    const run = await db.distributionRuns.get(runId);
    if (!run || run.status === 'done') return;
    const receipt = options.receipt ?? null;
    // Mined, but the Safe's inner call reverted (`withoutEffect` says so): nobody was paid, as a revert.
    const failed = receipt?.status === 0 || options.withoutEffect !== undefined;
    const status = receipt ? (failed ? ('reverted' as const) : ('mined' as const)) : ('sent' as const);
    // A part of a run split across SafeTxs pays its own batches; the run is done once all are mined.
    const batches = run.batches.map((batch) =>
      only && !only.includes(batch.index)
        ? batch
        : { ...batch, status, hash, nonce: null, blockNumber: receipt?.blockNumber ?? null },
    );
    const allMined = batches.every((batch) => batch.status === 'mined');
    await db.distributionRuns.put(
      parseRecord('distributionRuns', {
        ...run,
        batches,
        approval: run.asset.kind === 'erc20' ? { status: receipt && !failed ? 'mined' : 'sent', hash } : run.approval,
        status: !receipt ? 'running' : failed ? 'stopped' : allMined ? 'done' : 'running',
        message:
          options.withoutEffect ??
          (failed
            ? `The Safe's execution ${hash} failed on chain (block ${receipt!.blockNumber}): nobody was paid. Propose it again.`
            : ''),
        updatedAt: options.now.toISOString(),
      }),
    );
  });
}

/**
 * Undoes what `record` was recorded as paying by `hash`, a transaction that ran its SafeTx with the
 * inner call reverted (the Safe's `ExecutionFailure`: the nonce used, nothing paid): its bill payment
 * records for that hash are removed (the bills are open again, to pay again), its run stopped with
 * its batches reverted. Nothing else a proposal pays is recorded before it is mined (a deployment's
 * token only from its `ContractCreation` log). Returns whether it changed anything.
 */
export async function undoExecutionWithoutEffect(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  now: Date,
): Promise<boolean> {
  let changed = false;
  if (record.kind === 'bills')
    await db.transaction('rw', db.billPayments, async () => {
      const ids = (await db.billPayments.where('[chainId+hash]').equals([record.chainId, hash]).toArray())
        .filter((payment) => payment.from.toLowerCase() === record.safe.toLowerCase())
        .map((payment) => payment.id);
      await db.billPayments.bulkDelete(ids);
      changed = ids.length > 0;
    });
  if (record.pays?.kind === 'run') {
    const run = await db.distributionRuns.get(record.pays.runId);
    if (
      run &&
      run.status !== 'stopped' &&
      run.batches.some((batch) => batch.hash?.toLowerCase() === hash.toLowerCase())
    ) {
      await recordRunExecution(db, record.pays.runId, record.pays.batches, hash, {
        now,
        withoutEffect: executedWithoutEffectWords(record, hash),
      });
      changed = true;
    }
  }
  return changed;
}

/**
 * When `receipt` ran the proposal's SafeTx without effect (the Safe's `ExecutionFailure` for it: a
 * SafeTx made elsewhere with a safeTxGas; the nonce used, nothing paid), the proposal is settled so
 * (shared with every device) and what was recorded for it undone; true then.
 */
export async function settleIfWithoutEffect(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  receipt: Receipt,
  now: Date,
): Promise<boolean> {
  if (receipt.status === 0 || executionInLogs(receipt.logs, record.safe, record.hash) !== 'failure') return false;
  const settled = await settleWithoutEffect(db, record.id, hash, now);
  await undoExecutionWithoutEffect(db, settled ?? record, hash, now);
  return true;
}

/**
 * Records what the app's execution `hash` of `record` did once its receipt is mined: a run done, a
 * token or an anchor recorded at once (the poster would on its next run); or, when the Safe ran the
 * SafeTx without effect (its `ExecutionFailure` in the receipt), the proposal settled so and what was
 * recorded for it undone. Returns the words of an execution without effect, else null.
 */
export async function recordMinedExecution(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  receipt: Receipt,
  options: { now: Date; newId: () => string; reader?: ChainReader },
): Promise<string | null> {
  if (await settleIfWithoutEffect(db, record, hash, receipt, options.now))
    return executedWithoutEffectWords(record, hash);
  // A reverted execution used no nonce: the proposal stays open and nothing is recorded for it.
  if (receipt.status !== 0 && record.pays && RECEIPT_KINDS.has(record.pays.kind))
    await recordProposalPayment(db, record, hash, { ...options, receipt });
  return null;
}

/** What is recorded from the mined receipt: a run done, a deployment's token, a document's anchor. */
const RECEIPT_KINDS = new Set(['run', 'deploy', 'anchor']);

/**
 * Records what settled proposals paid, for the transaction that executed them (the app's or another
 * tool's with the same SafeTx): bills once per hash, a run done with the execution's block, a
 * deployed company token at the address the Safe's `ContractCreation` log names, a document's anchor
 * from the Registry's `Anchored` event.
 */
export async function recordSettledPayments(
  db: WorkspaceDb,
  reader: ChainReader,
  settled: readonly Settled[],
  options: { now: Date; newId: () => string },
): Promise<void> {
  for (const { record, executedBy } of settled) {
    // Run with its inner call reverted: what was recorded for it when it was sent is undone.
    if (record.outcome?.status === 'replaced' && record.outcome.failedIn)
      await undoExecutionWithoutEffect(db, record, record.outcome.failedIn, options.now);
    if (!executedBy || record.kind === 'rejection') continue;
    // A run is done, and a deployment's token recorded, from the mined receipt.
    const receipt = record.pays && RECEIPT_KINDS.has(record.pays.kind) ? await getReceipt(reader, executedBy) : null;
    await recordProposalPayment(db, record, executedBy, { ...options, receipt, reader });
  }
}

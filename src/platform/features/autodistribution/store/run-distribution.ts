// Paying a run: reconcile every attempt with the chain first, then the token approval (if the
// allowance is short), then each batch in order, persisting the state before and after every
// signature. A declined or failed step stops the run with a sentence saying exactly what was paid.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { chainIdOf } from '@/lib/chain/rpc-methods';
import { sendTransaction } from '@/lib/chain/send-transaction';
import { decodeCall } from '@/lib/chain/sync/decode-call';
import { RECEIPT_POLL_MS, waitForReceipt } from '@/lib/chain/wait-for-receipt';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import {
  nextStep,
  paidCount,
  reconcileBatch,
  type BatchState,
} from '@/platform/features/autodistribution/model/run-state';
import { runErrorInWords } from '@/platform/features/autodistribution/model/run-words';
import {
  approveCall,
  batchCall,
  observeBatch,
  readAllowance,
  readAssetBalance,
  readNonce,
  settleApproval,
} from './distribution-chain';
import { deleteRun, readRun, saveRun } from './distribution-store';

/** The memo of a run's pending rows on the Transactions page. */
const MEMO = 'Auto Distribution';

export interface RunContext {
  readonly db: WorkspaceDb;
  readonly provider: Eip1193Provider;
  readonly reader: ChainReader;
  readonly account: string;
  readonly now: () => Date;
  /** Called with the run after every saved change (progress on the page). */
  readonly onChange?: (run: DistributionRun) => void;
  readonly pollMs?: number;
}

export type RunOutcome =
  | { readonly ok: true; readonly run: DistributionRun }
  | { readonly ok: false; readonly message: string; readonly run: DistributionRun | null };

const active = new Set<string>();
const BUSY: RunOutcome = {
  ok: false,
  message: 'This distribution is already being paid (in this tab or another): wait for it to finish there.',
  run: null,
};

/**
 * Pays what is left of run `id`; resolves with the outcome, never throws for chain or wallet
 * errors. One payer per run at a time: in this tab, and across tabs through the Web Locks API.
 */
export async function runDistribution(ctx: RunContext, id: string): Promise<RunOutcome> {
  if (active.has(id)) return BUSY;
  active.add(id);
  try {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return await payRun(ctx, id);
    return await locks.request(`ledgerline-distribution:${id}`, { ifAvailable: true }, (lock) =>
      lock ? payRun(ctx, id) : BUSY,
    );
  } finally {
    active.delete(id);
  }
}

async function payRun(ctx: RunContext, id: string): Promise<RunOutcome> {
  const loaded = await readRun(ctx.db, id);
  if (!loaded) return { ok: false, message: 'This distribution is no longer in the workspace.', run: null };
  let run = loaded;
  const save = async (next: DistributionRun) => {
    run = await saveRun(ctx.db, next, ctx.now().toISOString());
    ctx.onChange?.(run);
    return run;
  };
  const stop = async (message: string): Promise<RunOutcome> => {
    // A run that never got a hash anywhere sent nothing: it leaves no trace.
    if (run.approval.hash === null && run.batches.every((b) => b.hash === null && b.status !== 'unknown')) {
      await deleteRun(ctx.db, run.id);
      return { ok: false, message, run: null };
    }
    await save({ ...run, status: 'stopped', message });
    return { ok: false, message, run };
  };
  const proposal = await ctx.db.safeProposals
    .filter((record) => record.pays?.kind === 'run' && record.pays.runId === id)
    .first();
  const waiting = await ctx.db.paymentRequests
    .filter((request) => request.status === 'waiting' && request.pays?.kind === 'run' && request.pays.runId === id)
    .first();
  if (waiting && !proposal)
    return {
      ok: false,
      message: `This distribution is paid from the Safe ${run.sender} and waits for an Approver's approval before it is proposed: see Transactions → Safe queue. Nothing was sent.`,
      run,
    };
  if (proposal)
    return {
      ok: false,
      message: `This distribution is paid from the Safe ${run.sender} (proposal with nonce ${proposal.tx.nonce}): its owners sign and execute it in Transactions → Safe queue. Nothing was sent.`,
      run,
    };
  try {
    if ((await chainIdOf(ctx.reader)) !== run.chainId)
      return {
        ok: false,
        message:
          'Your wallet is on another network than this distribution: switch back to resume it. Nothing was sent.',
        run,
      };
    if (ctx.account.toLowerCase() !== run.sender.toLowerCase())
      return {
        ok: false,
        message: `This distribution is paid from ${run.sender}: connect that account to resume it. Nothing was sent.`,
        run,
      };
    await save({ ...run, status: 'running', message: '', batches: await reconcileAll(ctx, run) });

    const remaining = run.batches.filter((b) => b.status !== 'mined').reduce((sum, b) => sum + units(run, b), 0n);
    if (remaining > 0n && (await readAssetBalance(ctx.reader, run)) < remaining) {
      return await stop(
        `${paidWords(run)}The account holds less ${run.asset.symbol} than the ${remaining === BigInt(run.total) ? 'total' : 'rest'} to pay: nothing was sent. Add funds, then resume.`,
      );
    }
    if (run.asset.kind === 'erc20' && remaining > 0n) {
      const approved = await approve(ctx, run, remaining, save);
      if (approved !== null) return await stop(approved);
    }
    for (;;) {
      const step = nextStep(run.batches);
      if (step.kind === 'done') break;
      if (step.kind === 'check') {
        return await stop(
          `Batch ${step.batch.index + 1}: a transaction with nonce ${step.batch.nonce} left this account but its hash was never recorded. Check the account's history: if that batch was not paid, choose "Send it again".`,
        );
      }
      if (step.kind === 'wait') {
        await waitForReceipt(ctx.reader, step.batch.hash ?? '', ctx.pollMs ?? RECEIPT_POLL_MS);
        await save({ ...run, batches: await reconcileAll(ctx, run) });
        continue;
      }
      const failure = await sendBatch(ctx, run, step.batch, save);
      if (failure) return await stop(failure);
    }
    await save({ ...run, status: 'done', message: '' });
  } catch (error) {
    return await stop(`${paidWords(run)}${runErrorInWords(error)}`);
  }
  return { ok: true, run };
}

async function reconcileAll(ctx: RunContext, run: DistributionRun): Promise<BatchState[]> {
  const out: BatchState[] = [];
  for (const batch of run.batches)
    out.push(
      batch.status === 'mined' || batch.status === 'waiting'
        ? batch
        : reconcileBatch(batch, await observeBatch(ctx.reader, run.sender, batch)),
    );
  return out;
}

type Save = (run: DistributionRun) => Promise<DistributionRun>;

/** Approves what is left if the allowance is short; returns why it stopped, or null. */
async function approve(ctx: RunContext, start: DistributionRun, remaining: bigint, save: Save): Promise<string | null> {
  let run = start;
  const token = run.asset.address ?? '';
  if (run.approval.status === 'sent' && run.approval.hash) {
    // An approval sent before the tab closed: follow it first, so the allowance read below counts it.
    const settled = await settleApproval(ctx.reader, run.approval.hash, ctx.pollMs ?? RECEIPT_POLL_MS);
    run = await save({
      ...run,
      approval: settled === 'mined' ? { status: 'mined', hash: run.approval.hash } : { status: 'waiting', hash: null },
    });
  }
  if ((await readAllowance(ctx.reader, token, run.sender, run.distributor)) >= remaining) {
    if (run.approval.status !== 'mined') await save({ ...run, approval: { status: 'mined', hash: run.approval.hash } });
    return null;
  }
  run = await save({ ...run, approval: { status: 'waiting', hash: null } });
  const tx = approveCall(run, remaining);
  let hash: string;
  try {
    hash = (await sendTransaction(ctx, { ...tx, pending: { memo: MEMO } })).hash;
  } catch (error) {
    if (isUserRejection(error))
      return `${paidWords(run)}You declined the approval in your wallet: no allowance was given and nobody was paid.`;
    throw error;
  }
  run = await save({ ...run, approval: { status: 'sent', hash } });
  const receipt = await waitForReceipt(ctx.reader, hash, ctx.pollMs ?? RECEIPT_POLL_MS);
  if (receipt.status === 0)
    return `${paidWords(run)}The approval failed on chain (block ${receipt.blockNumber}): nobody was paid.`;
  await save({ ...run, approval: { status: 'mined', hash } });
  return null;
}

/** Sends one batch and follows it; returns why the run stops, or null once it is mined. */
async function sendBatch(
  ctx: RunContext,
  start: DistributionRun,
  batch: BatchState,
  save: Save,
): Promise<string | null> {
  let run = start;
  const setBatch = (next: BatchState) =>
    save({ ...run, batches: run.batches.map((b) => (b.index === next.index ? next : b)) }).then((r) => (run = r));
  const label = `batch ${batch.index + 1} of ${run.batches.length}`;
  // A batch re-sent after an unknown attempt keeps that attempt's nonce: only one can be mined.
  const nonce = batch.nonce ?? (await readNonce(ctx.reader, run.sender, 'pending'));
  await setBatch({ ...batch, status: 'signing', nonce, hash: null });
  const tx = batchCall(run, batch);
  let hash: string;
  try {
    // The sender writes the pending row with every recipient decoded, as the engine decodes the mined one.
    hash = (await sendTransaction(ctx, { ...tx, nonce, pending: { ...decodeCall(tx.to, tx.data), memo: MEMO } })).hash;
  } catch (error) {
    await setBatch({ ...batch, status: 'waiting', hash: null, nonce: batch.nonce });
    if (isUserRejection(error))
      return `${paidWords(run)}You declined ${label} in your wallet: it was not sent${run.batches.length > 1 ? '. Resume to pay the rest' : ''}.`;
    throw error;
  }
  await setBatch({ ...batch, status: 'sent', nonce, hash });
  const receipt = await waitForReceipt(ctx.reader, hash, ctx.pollMs ?? RECEIPT_POLL_MS);
  await setBatch({
    ...batch,
    status: receipt.status === 0 ? 'reverted' : 'mined',
    nonce,
    hash,
    blockNumber: receipt.blockNumber,
  });
  if (receipt.status === 0)
    return `${paidWords(run)}${capital(label)} failed on chain (block ${receipt.blockNumber}): nobody in it was paid. Resume to try it again.`;
  return null;
}

const units = (run: DistributionRun, b: Pick<BatchState, 'start' | 'end'>) =>
  run.payments.slice(b.start, b.end).reduce((sum, p) => sum + BigInt(p.units), 0n);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Batch 1 (200 recipients) is paid. " — what is already done, before saying why it stopped. */
function paidWords(run: DistributionRun): string {
  const paid = paidCount(run.batches);
  if (paid === 0) return '';
  return `${paid} of ${run.payments.length} recipients are paid (${run.batches.filter((b) => b.status === 'mined').length} of ${run.batches.length} batches). `;
}

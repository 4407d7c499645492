// Every payment from a Safe treasury is a proposal: bills, a distribution or payroll run, a transfer
// from My Wallet or a token mint all become one SafeTx (one call as is, several through
// MultiSendCallOnly) proposed and signed by an owner (lib/safe/safe-actions), saved with what it
// pays, after the treasury's approval policy is met (payment-policy.ts, the policy saved on the
// treasury wallet; a payment it stops waits for an Approver, payment-policy-requests.ts). When the app sends the
// execution, or finds that another tool executed the same SafeTx, what it pays is recorded for that
// transaction exactly as a wallet's payment is: the bills as paid (bill-payment-record.ts), the run's
// batches with the hash (the distribution booker posts its rows) and the run done once mined.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt } from '@/lib/chain/rpc-methods';
import type { Receipt } from '@/lib/chain/rpc-schemas';
import type { ProposalPays, SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { paymentsSafeTx } from '@/lib/safe/execute';
import { executedWithoutEffectWords } from '@/lib/safe/execution-words';
import type { BatchCall } from '@/lib/safe/multisend';
import { executionInLogs } from '@/lib/safe/executions';
import { noteExecution, proposalsOf, settleWithoutEffect, type Settled } from '@/lib/safe/proposal-store';
import type { SafeState } from '@/lib/safe/read-safe';
import { executeProposal, nextProposalNonce, proposeSafeTx, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { recordBillPayment } from './bill-payment-record';
import { checkPaymentPolicy, type PolicyGate } from './payment-policy';
import { paymentAmounts, paymentValue, policyApprovers, treasuryWalletOf, walletPolicy } from './payment-policy-gate';
import { safeRunParts, type RunPart } from './safe-run-parts';
import { closeRequest, paymentSafeTx, saveWaitingRequest, waitingRequestFor } from './payment-policy-requests';
import { recordSafeAnchor } from './safe-anchor-record';
import { recordSafeDeployment } from './safe-deployment-record';

/** The mined execution, when known: its block, status and logs (a deployment's address is in them). */
export type ExecutionReceipt = Pick<Receipt, 'status' | 'blockNumber'> & {
  readonly logs?: readonly Pick<Receipt['logs'][number], 'address' | 'topics' | 'data'>[];
};

/** What a proposal pays, saved with it. */
export type SafePayment = Pick<SafeProposalRecord, 'kind' | 'bills' | 'pays' | 'approvals'>;

/**
 * Proposes `calls` from the Safe for `payment`: the treasury's policy checked first, then the next
 * free nonce, signed by the connected owner. The policy is the one saved on the treasury wallet
 * (read here, so every page that pays from a Safe is held to it) unless the caller hands in a
 * `gate`; the approvals counted are the caller's and those given to the waiting request for the
 * same calls. A payment the policy stops is saved as a request waiting for an Approver
 * (payment-policy-requests.ts) and refused with the rule it breaks and who can unblock it.
 */
export async function proposePaymentFromSafe(
  ...args: Parameters<typeof proposePaymentPartsFromSafe>
): Promise<SafeProposalRecord> {
  return (await proposePaymentPartsFromSafe(...args))[0]!;
}

/**
 * As `proposePaymentFromSafe`, every SafeTx it proposed: one, or for a run larger than one
 * transaction's gas several (safe-run-parts.ts), in nonce order, each with the batches it pays.
 * The policy is checked once, on the whole payment (an approval covers all of its calls).
 */
export async function proposePaymentPartsFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  calls: readonly BatchCall[],
  payment: SafePayment,
  gate?: PolicyGate | null,
): Promise<SafeProposalRecord[]> {
  if (calls.length === 0) throw new Error('Nothing to pay: the payment has no amount.');
  const nonce = await nextProposalNonce(ctx.db, safe);
  const tx = paymentSafeTx(contracts, calls, payment.pays, nonce);
  const request = await waitingRequestFor(ctx.db, safe.chainId, safe.address, calls);
  const base = gate === undefined ? await savedGate(ctx, safe, payment) : gate;
  const given = base ? { ...base, approvals: [...base.approvals, ...(request?.approvals ?? [])] } : null;
  const check = given ? checkPaymentPolicy(given, safe.chainId, safe.address, tx) : null;
  if (check && !check.ok) {
    await saveWaitingRequest(ctx.db, {
      chainId: safe.chainId,
      safe: safe.address,
      calls,
      payment,
      rule: check.rule,
      requestedBy: ctx.account,
      now: ctx.now(),
      newId: ctx.newId,
    });
    throw new PolicyRefusal(check.rule, check.unblock);
  }
  const approvals = check?.ok ? check.approvals : [];
  const what = { ...payment, approvals: [...(payment.approvals ?? []), ...approvals] };
  const parts = payment.pays?.kind === 'run' ? await openRunParts(ctx.db, safe, payment.pays.runId) : null;
  const records: SafeProposalRecord[] = [];
  if (!parts || parts.whole) records.push(await proposeSafeTx(ctx, safe, tx, what));
  else
    for (const part of parts.parts) {
      // Each part takes the next free nonce once the one before is saved: they execute in order.
      const partTx = paymentsSafeTx(contracts, part.calls, await nextProposalNonce(ctx.db, safe));
      const pays = { ...(payment.pays as ProposalPays & { kind: 'run' }), batches: [...part.batches] };
      records.push(await proposeSafeTx(ctx, safe, partTx, { ...what, pays }));
    }
  const [first] = records as [SafeProposalRecord];
  if (request) await closeRequest(ctx.db, request.id, { status: 'proposed', proposalId: first.id }, ctx.now());
  return records;
}

/**
 * The SafeTxs the open batches of run `runId` take (safe-run-parts.ts: batches mined or held by an
 * open proposal left out); `whole` when one SafeTx pays the whole run, as `runCalls` builds it.
 */
export async function openRunParts(
  db: WorkspaceDb,
  safe: SafeState,
  runId: string,
): Promise<{ parts: RunPart[]; whole: boolean } | null> {
  const run = await db.distributionRuns.get(runId);
  if (!run) return null;
  const held = new Set<number>();
  for (const record of await proposalsOf(db, safe.chainId, safe.address))
    if (record.outcome === null && record.pays?.kind === 'run' && record.pays.runId === runId)
      for (const index of record.pays.batches ?? run.batches.map((batch) => batch.index)) held.add(index);
  const parts = safeRunParts(run, held);
  return { parts, whole: parts.length === 1 && parts[0]!.batches.length === run.batches.length };
}

/** A payment the treasury's policy stopped: the rule it breaks and who can unblock it. */
export class PolicyRefusal extends Error {
  constructor(
    readonly rule: string,
    readonly unblock: string,
  ) {
    super(
      `${rule} ${unblock} Nothing was proposed. The payment waits for their approval in Transactions → Safe queue.`,
    );
    this.name = 'PolicyRefusal';
  }
}

/** The policy saved on the Safe's treasury wallet, with the payment's value and who may approve. */
async function savedGate(ctx: SafeActionContext, safe: SafeState, payment: SafePayment): Promise<PolicyGate | null> {
  const policy = walletPolicy(await treasuryWalletOf(ctx.db, safe.chainId, safe.address));
  if (!policy) return null;
  return {
    policy,
    value: await paymentValue(ctx.db, ctx.reader, payment, policy.currency, ctx.now()),
    amounts: await paymentAmounts(ctx.db, payment),
    approvers: await policyApprovers(ctx.db),
    approvals: [],
  };
}

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
 * Executes `record` from the connected wallet; the moment the hash exists the proposal notes it and
 * what it pays is recorded for it (pending until mined, as a wallet's payment is).
 */
export async function executePaymentProposal(
  ctx: SafeActionContext,
  safe: SafeState,
  record: SafeProposalRecord,
): Promise<string> {
  const hash = await executeProposal(ctx, safe, record);
  await noteExecution(ctx.db, record.id, { hash, from: ctx.account }, ctx.now());
  await recordProposalPayment(ctx.db, record, hash, { now: ctx.now(), newId: ctx.newId });
  return hash;
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
  if (receipt.status !== 0 && executionInLogs(receipt.logs, record.safe, record.hash) === 'failure') {
    const settled = await settleWithoutEffect(db, record.id, hash, options.now);
    await undoExecutionWithoutEffect(db, settled ?? record, hash, options.now);
    return executedWithoutEffectWords(record, hash);
  }
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

// Every payment from a Safe treasury is a proposal: bills, a distribution or payroll run, a transfer
// from My Wallet or a token mint all become one SafeTx (one call as is, several through
// MultiSendCallOnly) proposed and signed by an owner (lib/safe/safe-actions), saved with what it
// pays, after the treasury's approval policy is met (payment-policy.ts, the policy saved on the
// treasury wallet; a payment it stops waits for an Approver, payment-policy-requests.ts). When the app sends the
// execution, or finds that another tool executed the same SafeTx, what it pays is recorded for that
// transaction exactly as a wallet's payment is (safe-execution-record.ts).
import type { Receipt } from '@/lib/chain/rpc-schemas';
import type { ProposalPays, SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { paymentsSafeTx } from '@/lib/safe/execute';
import type { BatchCall } from '@/lib/safe/multisend';
import { noteExecution, proposalsOf } from '@/lib/safe/proposal-store';
import type { SafeState } from '@/lib/safe/read-safe';
import { executeProposal, nextProposalNonce, proposeSafeTx, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { recordProposalPayment } from './safe-execution-record';
import { checkPaymentPolicy, type PolicyGate } from './payment-policy';
import { paymentAmounts, paymentValue, policyApprovers, treasuryWalletOf, walletPolicy } from './payment-policy-gate';
import { safeRunParts, type RunPart } from './safe-run-parts';
import { closeRequest, paymentSafeTx, saveWaitingRequest, waitingRequestFor } from './payment-policy-requests';

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

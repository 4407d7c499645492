// Payments a treasury's approval policy stopped: saved (the `paymentRequests` table, shared in the
// team's records document) with the calls they would make, so the Approvers see them in
// Transactions → Safe queue and approve them from their own wallet (the EIP-712 PaymentApproval of
// payment-policy.ts), and an owner then proposes them through the same path, the approvals kept on
// the proposal. One waiting request per payment: the same calls asked again find the first.
import type { PaymentApprovalRecord, ProposalPays } from '@/lib/db/entities/safe-proposal';
import type { PaymentRequestRecord } from '@/lib/db/entities/payment-request';
import { parseRecord } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { exactQuantity } from '@/lib/money/format-quantity';
import { paymentsSafeTx } from '@/lib/safe/execute';
import { multiSendData, type BatchCall } from '@/lib/safe/multisend';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { OPERATION, safeTx, type SafeTx } from '@/lib/safe/safe-tx';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { signPaymentApproval } from './payment-approval-sign';
import type { PolicyApprover } from './payment-policy';
import type { SafePayment } from './safe-payments';

const storedCalls = (calls: readonly BatchCall[]) =>
  calls.map((call) => ({ to: call.to, value: call.value.toString(), data: call.data }));

/** The calls of a request, as the SafeTx builder takes them. */
export const requestCalls = (request: PaymentRequestRecord): BatchCall[] =>
  request.calls.map((call) => ({ to: call.to, value: BigInt(call.value), data: call.data }));

/**
 * The SafeTx making a payment's calls at `nonce`: a deployment's one call delegated to CreateCall
 * (lib/safe/create-call.ts: the Safe itself creates the contract), any other payment as
 * `paymentsSafeTx` builds it. A deployment that would delegate to anything but CreateCall is refused.
 */
export function paymentSafeTx(
  contracts: SafeContracts,
  calls: readonly BatchCall[],
  pays: ProposalPays | undefined,
  nonce: bigint,
): SafeTx {
  if (pays?.kind !== 'deploy') return paymentsSafeTx(contracts, calls, nonce);
  const [first, ...rest] = calls;
  if (!first || first.to.toLowerCase() !== contracts.CreateCall.toLowerCase())
    throw new Error(`A deployment from the Safe starts with one call to CreateCall (${contracts.CreateCall}).`);
  // Its first holders' mints follow it in one MultiSend batch (create-call.ts' deployWithCallsSafeTx).
  if (rest.length > 0)
    return safeTx({
      to: contracts.MultiSend,
      data: multiSendData([{ ...first, operation: 1 }, ...rest]),
      operation: OPERATION.delegateCall,
      nonce,
    });
  return safeTx({ to: first.to, value: first.value, data: first.data, operation: OPERATION.delegateCall, nonce });
}

/** What the Approver signs: the SafeTx's call without its nonce (the nonce is taken when proposed). */
export const requestTx = (contracts: SafeContracts, request: PaymentRequestRecord): SafeTx =>
  paymentSafeTx(contracts, requestCalls(request), request.pays, 0n);

const sameCalls = (request: PaymentRequestRecord, calls: readonly BatchCall[]) =>
  JSON.stringify(request.calls.map((c) => [c.to.toLowerCase(), c.value, c.data.toLowerCase()])) ===
  JSON.stringify(storedCalls(calls).map((c) => [c.to.toLowerCase(), c.value, c.data.toLowerCase()]));

/**
 * A deployment in words: "the deployment of ACME shares (ACME, fungible shares), owned by the Safe,
 * at 0x…", then its first holders' mints when it makes them ("; then the mint of 100 ACME (base
 * units) to 0x…").
 */
export function deploymentWords(
  pays: Pick<ProposalPays & { kind: 'deploy' }, 'template' | 'name' | 'symbol' | 'holders' | 'address'>,
): string {
  const mints = (pays.holders ?? []).map(
    (holder) => `the mint of ${exactQuantity(BigInt(holder.units), 0, pays.symbol)} (base units) to ${holder.to}`,
  );
  return `the deployment of ${pays.name} (${pays.symbol}, ${pays.template === 'shares' ? 'fungible shares' : 'a unique asset'}), owned by the Safe, at ${pays.address}${mints.length > 0 ? `; then ${mints.join(', ')}` : ''}`;
}

/** The requests of one Safe, newest first. */
export async function requestsOf(db: WorkspaceDb, chainId: number, safe: string): Promise<PaymentRequestRecord[]> {
  const rows = await db.paymentRequests.where('[chainId+safe]').equals([chainId, safe]).toArray();
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The waiting request for exactly these calls from the Safe, if one exists. */
export async function waitingRequestFor(
  db: WorkspaceDb,
  chainId: number,
  safe: string,
  calls: readonly BatchCall[],
): Promise<PaymentRequestRecord | undefined> {
  return (await requestsOf(db, chainId, safe)).find(
    (request) => request.status === 'waiting' && sameCalls(request, calls),
  );
}

/** The payment in words, for the Approver. */
export async function paymentSummary(db: WorkspaceDb, payment: Pick<SafePayment, 'bills' | 'pays'>): Promise<string> {
  const amount = (units: bigint | string, asset: { decimals: number; symbol: string }) =>
    exactQuantity(BigInt(units), asset.decimals, asset.symbol);
  const parts = payment.bills.map(
    (group) =>
      `${group.items.length === 1 ? 'a bill' : `${group.items.length} bills`}: ${amount(
        group.items.reduce((sum, item) => sum + BigInt(item.units), 0n),
        group.asset,
      )}`,
  );
  const pays = payment.pays;
  if (pays?.kind === 'transfer') parts.push(`a transfer of ${amount(pays.units, pays.asset)} to ${pays.to}`);
  if (pays?.kind === 'mint')
    parts.push(`the mint of ${exactQuantity(BigInt(pays.units), 0, pays.symbol)} (base units) to ${pays.to}`);
  if (pays?.kind === 'call') parts.push(`${pays.label} (a call to ${pays.to})`);
  if (pays?.kind === 'deploy') parts.push(deploymentWords(pays));
  if (pays?.kind === 'anchor') parts.push(`the anchor of ${pays.name} (a call to the Registry ${pays.registry})`);
  if (pays?.kind === 'run') {
    const run = await db.distributionRuns.get(pays.runId);
    parts.push(
      run
        ? `a distribution of ${amount(
            run.payments.reduce((sum, p) => sum + BigInt(p.units), 0n),
            run.asset,
          )} to ${run.payments.length} recipients`
        : 'a distribution run',
    );
  }
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Saves (or finds) the waiting request for a payment the policy stopped. */
export async function saveWaitingRequest(
  db: WorkspaceDb,
  input: {
    chainId: number;
    safe: string;
    calls: readonly BatchCall[];
    payment: SafePayment;
    rule: string;
    requestedBy: string;
    now: Date;
    newId: () => string;
  },
): Promise<PaymentRequestRecord> {
  const existing = await waitingRequestFor(db, input.chainId, input.safe, input.calls);
  if (existing) return existing;
  const kind = input.payment.kind === 'rejection' ? 'transfer' : input.payment.kind;
  const record = parseRecord('paymentRequests', {
    id: input.newId(),
    chainId: input.chainId,
    safe: input.safe,
    kind,
    calls: storedCalls(input.calls),
    bills: input.payment.bills,
    ...(input.payment.pays ? { pays: input.payment.pays } : {}),
    summary: (await paymentSummary(db, input.payment)) || 'A payment',
    rule: input.rule.slice(0, 1000),
    requestedBy: input.requestedBy,
    approvals: [],
    status: 'waiting',
    proposalId: null,
    createdAt: input.now.toISOString(),
    updatedAt: input.now.toISOString(),
  });
  await db.paymentRequests.add(record);
  return record;
}

/**
 * The Approver approves a waiting request from their own wallet; the approval, checked to recover
 * to them, is added to the request (once per approver).
 */
export async function approveRequest(
  db: WorkspaceDb,
  provider: Eip1193Provider,
  contracts: SafeContracts,
  request: PaymentRequestRecord,
  approver: PolicyApprover,
  now: Date,
): Promise<PaymentApprovalRecord> {
  if (request.status !== 'waiting') throw new Error('This payment no longer waits for an approval.');
  const approval = await signPaymentApproval(
    provider,
    approver,
    request.chainId,
    request.safe,
    requestTx(contracts, request),
    request.summary,
    now,
  );
  await db.transaction('rw', db.paymentRequests, async () => {
    const current = await db.paymentRequests.get(request.id);
    if (!current || current.status !== 'waiting') throw new Error('This payment no longer waits for an approval.');
    const others = current.approvals.filter((a) => a.approver.toLowerCase() !== approver.address.toLowerCase());
    await db.paymentRequests.put(
      parseRecord('paymentRequests', { ...current, approvals: [...others, approval], updatedAt: now.toISOString() }),
    );
  });
  return approval;
}

/** Marks a request proposed (the Safe proposal it became) or withdrawn. */
export async function closeRequest(
  db: WorkspaceDb,
  id: string,
  outcome: { status: 'proposed'; proposalId: string } | { status: 'withdrawn' },
  now: Date,
): Promise<void> {
  const current = await db.paymentRequests.get(id);
  if (!current || current.status !== 'waiting') return;
  await db.paymentRequests.put(
    parseRecord('paymentRequests', {
      ...current,
      status: outcome.status,
      proposalId: outcome.status === 'proposed' ? outcome.proposalId : null,
      updatedAt: now.toISOString(),
    }),
  );
}

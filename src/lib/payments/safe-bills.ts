// Bills paid from a Safe treasury: one SafeTx paying every chosen bill (ETH sent as value, a token by
// its `transfer`; several calls go through MultiSendCallOnly, so a batch of several assets is still
// one transaction), proposed and signed by an owner (lib/safe/safe-actions). When the app sends the
// execution, or finds that another tool executed the same SafeTx, the bills are recorded as paid by
// that transaction exactly as a wallet's payment is (bill-payment-record.ts): the engine's row for
// its hash marks them paid and the ledger poster books the Safe's outgoing rows to Accounts payable.
import { Interface } from 'ethers';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { paymentsSafeTx } from '@/lib/safe/execute';
import type { BatchCall } from '@/lib/safe/multisend';
import { noteExecution, type Settled } from '@/lib/safe/proposal-store';
import type { SafeState } from '@/lib/safe/read-safe';
import { executeProposal, nextProposalNonce, proposeSafeTx, type SafeActionContext } from '@/lib/safe/safe-actions';
import type { SafeContracts } from '@/lib/safe/safe-contracts';
import { recordBillPayment, type BillPaymentItem } from './bill-payment-record';

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

/** The bills of one asset a proposal pays. */
export interface SafeBillGroup {
  readonly asset: Asset;
  readonly items: readonly BillPaymentItem[];
}

/** One call per bill: ETH as the call's value, a token through its `transfer(payee, units)`. */
export function billCalls(groups: readonly SafeBillGroup[]): BatchCall[] {
  return groups.flatMap((group) =>
    group.items.map((item) =>
      group.asset.address === null
        ? { to: item.payee, value: item.units, data: '0x' }
        : { to: group.asset.address, value: 0n, data: ERC20.encodeFunctionData('transfer', [item.payee, item.units]) },
    ),
  );
}

/** Proposes paying `groups` from the Safe: the next free nonce, signed by the connected owner. */
export async function proposeBillsFromSafe(
  ctx: SafeActionContext,
  safe: SafeState,
  contracts: SafeContracts,
  groups: readonly SafeBillGroup[],
): Promise<SafeProposalRecord> {
  const live = groups.filter((group) => group.items.length > 0);
  const calls = billCalls(live);
  if (calls.length === 0) throw new Error('Nothing to pay: choose at least one bill with an open amount.');
  const nonce = await nextProposalNonce(ctx.db, safe);
  const tx = paymentsSafeTx(contracts, calls, nonce);
  const kind = calls.length === 1 ? ('single' as const) : ('batch' as const);
  return proposeSafeTx(ctx, safe, tx, {
    kind: 'bills',
    bills: live.map((group) => ({
      kind,
      asset: group.asset,
      items: group.items.map((item) => ({ billId: item.billId, payee: item.payee, units: item.units.toString() })),
    })),
  });
}

/**
 * Records the bills `record` pays as paid by the transaction `hash` (once per hash: a second call for
 * the same execution writes nothing).
 */
export async function recordProposalPayment(
  db: WorkspaceDb,
  record: SafeProposalRecord,
  hash: string,
  options: { now: Date; newId: () => string },
): Promise<void> {
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
}

/**
 * Executes `record` from the connected wallet; the moment the hash exists the proposal notes it and
 * the bills it pays are recorded as paid by it (pending until mined, as a wallet's payment is).
 */
export async function executeBillProposal(
  ctx: SafeActionContext,
  safe: SafeState,
  record: SafeProposalRecord,
): Promise<string> {
  const hash = await executeProposal(ctx, safe, record);
  await noteExecution(ctx.db, record.id, { hash, from: ctx.account }, ctx.now());
  await recordProposalPayment(ctx.db, record, hash, { now: ctx.now(), newId: ctx.newId });
  return hash;
}

/** Books what settled proposals paid when another tool executed them (same SafeTx, another hash). */
export async function recordSettledPayments(
  db: WorkspaceDb,
  settled: readonly Settled[],
  options: { now: Date; newId: () => string },
): Promise<void> {
  for (const { record, executedBy } of settled)
    if (executedBy && record.kind === 'bills') await recordProposalPayment(db, record, executedBy, options);
}

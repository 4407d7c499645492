// Bills paid by a Safe execution, on every device of a team workspace. The proposal is shared (its
// `execution`, noted by the device that sent it, and its `outcome`, settled from the chain), but a
// bill payment record (`billPayments`) is each device's own: it is what marks the bills paid and
// books the Safe's rows to Accounts payable. Without this, a device that did not execute recorded
// the payment only once someone opened its Safe queue there. The ledger poster runs it whenever a
// proposal changes, so it holds on whichever page is open.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { recordProposalPayment } from './safe-payments';

/**
 * Records the bills of each executed bill proposal for its transaction (the chain's outcome when
 * settled, else the execution a device sent), once per hash; returns how many it recorded now.
 */
export async function recordNotedExecutions(
  db: WorkspaceDb,
  options: { now: Date; newId: () => string },
): Promise<number> {
  let recorded = 0;
  for (const record of await db.safeProposals.toArray()) {
    if (record.kind !== 'bills' || record.outcome?.status === 'replaced') continue;
    const hash = record.outcome?.status === 'executed' ? record.outcome.hash : record.execution?.hash;
    if (!hash || record.bills.length === 0) continue;
    if ((await db.billPayments.where('[chainId+hash]').equals([record.chainId, hash]).count()) > 0) continue;
    await recordProposalPayment(db, record, hash, options);
    recorded += 1;
  }
  return recorded;
}

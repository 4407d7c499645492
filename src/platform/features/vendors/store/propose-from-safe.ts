// Paying bills from a Safe treasury: the groups the dialog shows become one Safe proposal (one
// SafeTx, MultiSend for several bills), signed by the connected owner; nothing is sent. The other
// owners sign it in Transactions → Safe queue, where any of them executes it once it has enough.
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { signedSoFar } from '@/lib/payments/safe-proposal-words';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { proposeBillsFromSafe } from '@/lib/payments/safe-bills';
import { networkName } from '@/lib/primitives/networks';
import type { SafeState } from '@/lib/safe/read-safe';
import { safeContractsOn } from '@/lib/safe/safe-contracts';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { BatchGroup } from '@/platform/features/vendors/model/bill-pay-calls';

/** Proposes paying `groups` from `safe`; resolves with the saved proposal (the owner's signature in it). */
export function proposeBillsPayment(
  ctx: { db: WorkspaceDb; provider: Eip1193Provider; reader: ChainReader; account: string },
  safe: SafeState,
  groups: readonly BatchGroup[],
): Promise<SafeProposalRecord> {
  const contracts = safeContractsOn(safe.chainId);
  if (!contracts)
    return Promise.reject(new Error(`Safe's contracts are not deployed on ${networkName(safe.chainId)}.`));
  return proposeBillsFromSafe(
    { ...ctx, now: () => new Date(), newId: () => crypto.randomUUID() },
    safe,
    contracts,
    groups.map((group) => ({ asset: group.asset, items: group.items })),
  );
}

/** What the dialog says once proposed. */
export function proposedText(record: SafeProposalRecord, safe: SafeState): string {
  return `Proposed to the Safe ${safe.address} ${signedSoFar(record, safe.threshold)}. The other owners sign it in Transactions → Safe queue; any owner executes it once it has ${safe.threshold}.`;
}

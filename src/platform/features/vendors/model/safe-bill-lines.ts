// What a bill in a Safe proposal says under its status: "Safe proposal: 1 of 2 signatures" (the
// queue's own words, lib/safe/queue), or without a reading of the Safe the signatures collected.
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { isOpen, queueStatus } from '@/lib/safe/queue';
import type { SafeState } from '@/lib/safe/read-safe';

/** Bill id → the line of the open (or executing) proposal that pays it. */
export function safeBillLines(
  proposals: readonly SafeProposalRecord[],
  safes: readonly SafeState[],
  txStatus: ReadonlyMap<string, TxStatus>,
): Map<string, string> {
  const lines = new Map<string, string>();
  for (const record of proposals) {
    if (record.outcome !== null || record.kind !== 'bills') continue;
    const safe = safes.find(
      (candidate) =>
        candidate.chainId === record.chainId && candidate.address.toLowerCase() === record.safe.toLowerCase(),
    );
    const others = proposals.filter((other) => other.safe === record.safe && other.chainId === record.chainId);
    const status = safe ? queueStatus(record, safe, (hash) => txStatus.get(`${record.chainId}:${hash}`), others) : null;
    if (status && !isOpen(status) && status.kind !== 'executing') continue;
    const text = status
      ? status.text
      : `${record.signatures.length} signature${record.signatures.length === 1 ? '' : 's'}`;
    for (const group of record.bills) for (const item of group.items) lines.set(item.billId, `Safe proposal: ${text}`);
  }
  return lines;
}

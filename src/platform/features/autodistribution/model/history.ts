// Per-recipient amounts of a paid run as the chain shows them: the Distributor call's decoded
// calldata for ETH (the engine's native row), the token's Transfer rows from the sender for tokens.
// Each batch is its own transaction, synced on its own: a batch is "seen" once the engine has a
// row of its hash, so in a run with one batch synced the others still read "not synced yet".
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { DistributionRun } from '@/lib/db/entities/distribution';

/** One recipient: what the run planned and what the chain rows say was paid (null: not seen yet). */
export interface HistoryLine {
  readonly address: string;
  readonly planned: bigint;
  readonly onChain: bigint | null;
}

/** The amounts one row of the run's transactions shows as paid, by lower-case address. */
function paidBy(run: DistributionRun, row: ChainTransaction): [string, bigint][] {
  if (run.asset.kind === 'native') {
    if (row.logIndex !== null || row.decoded?.method !== 'distributeEth') return [];
    return (row.decoded.recipients ?? []).map((r) => [r.address.toLowerCase(), BigInt(r.units)]);
  }
  const token = run.asset.address;
  const isTransfer =
    token !== null &&
    row.logIndex !== null &&
    row.asset !== 'native' &&
    row.asset.toLowerCase() === token.toLowerCase();
  if (!isTransfer || row.from.toLowerCase() !== run.sender.toLowerCase() || !row.counterparty) return [];
  return [[row.counterparty.toLowerCase(), BigInt(row.units)]];
}

/** Planned against seen, per recipient, in the run's order. */
export function historyLines(run: DistributionRun, rows: readonly ChainTransaction[]): HistoryLine[] {
  const hashes = new Set(run.batches.map((b) => b.hash).filter((h): h is string => h !== null));
  // Per batch hash: the amounts seen by recipient (a hash is absent until one of its rows is synced).
  const seen = new Map<string, Map<string, bigint>>();
  for (const row of rows) {
    if (row.chainId !== run.chainId || !hashes.has(row.hash) || row.status !== 'confirmed') continue;
    for (const [address, units] of paidBy(run, row)) {
      const batch = seen.get(row.hash) ?? new Map<string, bigint>();
      batch.set(address, (batch.get(address) ?? 0n) + units);
      seen.set(row.hash, batch);
    }
  }
  return run.payments.map((p, i) => {
    const batch = run.batches.find((b) => i >= b.start && i < b.end);
    const batchSeen = batch?.hash ? seen.get(batch.hash) : undefined;
    return {
      address: p.address,
      planned: BigInt(p.units),
      onChain: batchSeen ? (batchSeen.get(p.address.toLowerCase()) ?? 0n) : null,
    };
  });
}

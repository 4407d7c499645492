// Per-recipient amounts of a paid run as the chain shows them: the Distributor call's decoded
// calldata for ETH (the engine's native row), the token's Transfer rows from the sender for tokens.
import type { ChainTransaction } from '../../../../lib/db/entities/chain-transaction';
import type { DistributionRun } from '../../../../lib/db/entities/distribution';

/** One recipient: what the run planned and what the chain rows say was paid (null: not seen yet). */
export interface HistoryLine {
  readonly address: string;
  readonly planned: bigint;
  readonly onChain: bigint | null;
}

/** Planned against seen, per recipient, in the run's order. */
export function historyLines(run: DistributionRun, rows: readonly ChainTransaction[]): HistoryLine[] {
  const hashes = new Set(run.batches.map((b) => b.hash).filter((h): h is string => h !== null));
  const seen = new Map<string, bigint>();
  const add = (address: string, units: bigint) => seen.set(address.toLowerCase(), (seen.get(address.toLowerCase()) ?? 0n) + units);
  for (const row of rows) {
    if (row.chainId !== run.chainId || !hashes.has(row.hash) || row.status !== 'confirmed') continue;
    if (run.asset.kind === 'native' && row.logIndex === null && row.decoded?.method === 'distributeEth') {
      for (const r of row.decoded.recipients ?? []) add(r.address, BigInt(r.units));
    }
    const token = run.asset.address;
    if (token && row.logIndex !== null && row.asset !== 'native' && row.asset.toLowerCase() === token.toLowerCase() && row.from.toLowerCase() === run.sender.toLowerCase() && row.counterparty) {
      add(row.counterparty, BigInt(row.units));
    }
  }
  return run.payments.map((p) => ({ address: p.address, planned: BigInt(p.units), onChain: seen.size === 0 ? null : (seen.get(p.address.toLowerCase()) ?? 0n) }));
}

// What of a chain row the transaction rules read, and the transaction a journal source names.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { TxInput } from '@/lib/ledger/tx-rules';

/** Only the fields the rules read: a sync write that changes nothing they use runs nothing. */
export function signature(row: ChainTransaction): string {
  const input: TxInput = row;
  return JSON.stringify([
    input.chainId,
    input.hash,
    input.logIndex,
    input.time,
    input.from,
    input.to,
    input.direction,
    input.asset,
    input.symbol,
    input.decimals,
    input.units,
    input.fee,
    input.status,
    input.category,
    input.memo,
  ]);
}

/** `tx:<chainId>:<hash>:<part>` → [chainId, hash]. */
export function txOf(source: string): [number, string] | null {
  const [kind, chainId, hash] = source.split(':');
  return kind === 'tx' && chainId && hash ? [Number(chainId), hash] : null;
}

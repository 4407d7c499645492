// The one way a transaction leaves the app: the account's next nonce (or the one a re-send must
// reuse), the fees when the page estimated them, eth_sendTransaction through the wallet, the hash
// checked, and the pending row written the moment the hash exists. The nonce travels with that row,
// so the sync engine can tell a replacement (same nonce, another hash) or a drop apart later.
import { getAddress } from 'ethers';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { knownNetwork } from '@/lib/primitives/networks';
import type { ChainReader } from './rpc-client';
import { recordSentTransaction, type SentTransaction } from './sent-transaction';
import { isTxHash } from '@/lib/primitives/tx-hash';

/** Who sends, through which wallet, on which chain, and where the pending row goes. */
export interface SenderContext {
  readonly provider: Eip1193Provider;
  readonly reader: ChainReader;
  readonly account: string;
  /** The workspace that keeps the pending row; null on a page without one (the public pay page). */
  readonly db: WorkspaceDb | null;
  readonly now: () => Date;
}

/** EIP-1559 fees and the gas limit, when the page estimated them (otherwise the wallet does). */
export interface TxFees {
  readonly gasLimit: bigint;
  readonly maxFeePerGas: bigint;
  readonly maxPriorityFeePerGas: bigint;
}

/** What the pending row says beyond the call itself (how the Transactions page describes it). */
export type PendingFacts = Partial<Omit<SentTransaction, 'chainId' | 'hash' | 'from' | 'nonce'>>;

/** One transaction to send: a call, a plain transfer (`data` null) or a deployment (`to` null). */
export interface OutgoingTx {
  readonly to: string | null;
  readonly data: string | null;
  readonly value?: bigint;
  /** The nonce a re-send must reuse (only one of the attempts can be mined); else the next pending one. */
  readonly nonce?: number;
  readonly fees?: TxFees;
  readonly pending?: PendingFacts;
}

/** A transaction the wallet accepted: its hash (lower-case), its nonce, and the pending row's write error if any. */
export interface SentTx {
  readonly hash: string;
  readonly nonce: number;
  readonly recordError: unknown;
}

/** Thrown when the caller stopped before the wallet was asked: nothing was sent. */
export class SendStopped extends Error {
  constructor() {
    super('stopped');
    this.name = 'SendStopped';
  }
}

const hex = (value: bigint | number) => `0x${value.toString(16)}`;

/** The account's next nonce, counting its pending transactions. */
export async function pendingNonce(reader: ChainReader, account: string): Promise<number> {
  return Number(BigInt(String(await reader.request('eth_getTransactionCount', [account, 'pending']))));
}

/** The eth_sendTransaction parameters of `tx` from `from` with `nonce`. */
export function sendParams(from: string, tx: OutgoingTx, nonce: number): Record<string, string> {
  return {
    from,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value !== undefined ? { value: hex(tx.value) } : {}),
    ...(tx.data ? { data: tx.data } : {}),
    ...(tx.fees
      ? {
          gas: hex(tx.fees.gasLimit),
          maxFeePerGas: hex(tx.fees.maxFeePerGas),
          maxPriorityFeePerGas: hex(tx.fees.maxPriorityFeePerGas),
        }
      : {}),
    nonce: hex(nonce),
  };
}

/**
 * Sends `tx` from the wallet and writes its pending row before returning. Rejects with the wallet's
 * error (4001 when the user declines), with SendStopped when `signal` was aborted before signing,
 * or when the wallet returns no hash; a failed row write comes back as `recordError` (it was sent).
 */
export async function sendTransaction(ctx: SenderContext, tx: OutgoingTx, signal?: AbortSignal): Promise<SentTx> {
  const nonce = tx.nonce ?? (await pendingNonce(ctx.reader, ctx.account));
  if (signal?.aborted) throw new SendStopped();
  const sent = await ctx.provider.request({
    method: 'eth_sendTransaction',
    params: [sendParams(ctx.account, tx, nonce)],
  });
  if (!isTxHash(sent)) throw new Error('The wallet did not return a transaction hash');
  const hash = sent.toLowerCase();
  if (!ctx.db) return { hash, nonce, recordError: null };
  try {
    await recordSentTransaction(ctx.db, pendingRow(ctx, tx, hash, nonce), ctx.now().toISOString());
    return { hash, nonce, recordError: null };
  } catch (recordError) {
    return { hash, nonce, recordError };
  }
}

/** The pending row of a sent transaction: a call, transfer or deployment unless the caller says more. */
export function pendingRow(ctx: SenderContext, tx: OutgoingTx, hash: string, nonce: number): SentTransaction {
  const native = knownNetwork(ctx.reader.chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  // The workspace keeps addresses checksummed, whatever case the page had them in.
  const to = tx.to === null ? null : getAddress(tx.to);
  return {
    chainId: ctx.reader.chainId,
    from: ctx.account,
    to,
    value: tx.value ?? 0n,
    kind: tx.to === null ? 'contract-creation' : tx.data ? 'call' : 'transfer',
    decoded: null,
    selector: tx.to && tx.data ? tx.data.slice(0, 10) : null,
    nativeSymbol: native.symbol,
    nativeDecimals: native.decimals,
    counterparty: to,
    direction: 'out',
    ...tx.pending,
    hash,
    nonce,
  };
}

// Turns what a node returns (a transaction, its receipt, its block, a Transfer log) into the
// workspace's transaction rows, relative to the company's watched wallets.
import { getAddress } from 'ethers';
import { chainTransactionId, type ChainTransaction, type TxDirection } from '@/lib/db/entities/chain-transaction';
import type { Log, Receipt, Transaction } from '@/lib/chain/rpc-schemas';
import { parseTransferLog } from '@/lib/primitives/contract-events';
import { decodeCall, type CallSummary } from './decode-call';

/** What a row builder needs to know about its chain. */
export interface RowContext {
  readonly chainId: number;
  /** The watched wallets on this chain, checksummed. */
  readonly watched: ReadonlySet<string>;
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
  readonly source: ChainTransaction['source'];
  readonly now: string;
}

/** Token metadata as the rows need it. */
export interface TokenInfo {
  readonly address: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface Sides {
  readonly direction: TxDirection;
  readonly wallets: string[];
  readonly counterparty: string | null;
}

/** Direction, involved wallets and counterparty of a movement from → to; null if none is watched. */
export function sidesOf(watched: ReadonlySet<string>, from: string, to: string | null): Sides | null {
  const fromOurs = watched.has(from);
  const toOurs = to !== null && watched.has(to);
  if (fromOurs && toOurs)
    return { direction: 'own', wallets: from === to ? [from] : [from, to as string], counterparty: null };
  if (fromOurs) return { direction: 'out', wallets: [from], counterparty: to };
  if (toOurs) return { direction: 'in', wallets: [to as string], counterparty: from };
  return null;
}

/**
 * The other side as a person would name it: a payment we send through the PaymentRouter is to its
 * payee (the vendor), not to the router that passes it on.
 */
export function payeeSide(sides: Sides, summary: CallSummary): Sides {
  const payee = summary.kind === 'payment' ? summary.decoded?.payee : undefined;
  return sides.direction === 'out' && payee ? { ...sides, counterparty: payee } : sides;
}

function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** A transaction's mined outcome as rows need it. */
export interface MinedOutcome {
  readonly receipt: Receipt;
  readonly blockTime: number;
  /** The decoded revert reason of a failed transaction, when it could be found. */
  readonly failureReason: string | null;
}

/** The native row of a mined transaction, or null when no watched wallet sent or received it. */
export function nativeRow(
  ctx: RowContext,
  tx: Transaction,
  outcome: MinedOutcome,
  summary: CallSummary = decodeCall(tx.to, tx.input),
): ChainTransaction | null {
  const from = getAddress(tx.from);
  const to = tx.to === null ? null : getAddress(tx.to);
  const found = sidesOf(ctx.watched, from, to);
  if (!found) return null;
  const sides = payeeSide(found, summary);
  const { receipt } = outcome;
  const failed = receipt.status === 0;
  const fee = sides.direction !== 'in' ? receipt.gasUsed * (receipt.effectiveGasPrice ?? tx.gasPrice ?? 0n) : null;
  return {
    id: chainTransactionId(ctx.chainId, tx.hash),
    chainId: ctx.chainId,
    hash: tx.hash.toLowerCase(),
    logIndex: null,
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash.toLowerCase(),
    time: isoTime(outcome.blockTime),
    from,
    to,
    ...sides,
    asset: 'native',
    symbol: ctx.nativeSymbol,
    decimals: ctx.nativeDecimals,
    units: tx.value.toString(),
    fee: fee === null ? null : fee.toString(),
    nonce: tx.nonce,
    status: failed ? 'failed' : 'confirmed',
    failureReason: failed ? (outcome.failureReason ?? 'The transaction reverted') : null,
    replacedBy: null,
    ...summary,
    category: null,
    memo: '',
    source: ctx.source,
    updatedAt: ctx.now,
    revision: 1,
  };
}

/** The row of a Transfer log touching a watched wallet, or null. */
export function tokenRow(
  ctx: RowContext,
  log: Log,
  token: TokenInfo,
  blockTime: number,
  tx: Transaction | null,
): ChainTransaction | null {
  const transfer = parseTransferLog(log);
  if (!transfer) return null;
  const sides = sidesOf(ctx.watched, transfer.from, transfer.to);
  if (!sides) return null;
  // A payment or distribution keeps its kind and decoded call on its token rows, so filters and the
  // payment-reference search find them; a plain token transfer is just that.
  const summary = tx ? decodeCall(tx.to, tx.input) : null;
  const carried = summary && (summary.kind === 'payment' || summary.kind === 'distribution') ? summary : null;
  return {
    id: chainTransactionId(ctx.chainId, log.transactionHash, log.logIndex),
    chainId: ctx.chainId,
    hash: log.transactionHash.toLowerCase(),
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    blockHash: log.blockHash.toLowerCase(),
    time: isoTime(blockTime),
    from: transfer.from,
    to: transfer.to,
    ...sides,
    asset: getAddress(token.address),
    symbol: token.symbol,
    decimals: token.decimals,
    units: transfer.value.toString(),
    fee: null,
    nonce: tx?.nonce ?? null,
    status: 'confirmed',
    failureReason: null,
    replacedBy: null,
    kind: carried?.kind ?? 'token-transfer',
    selector: carried?.selector ?? null,
    decoded: carried?.decoded ?? null,
    category: null,
    memo: '',
    source: ctx.source,
    updatedAt: ctx.now,
    revision: 1,
  };
}

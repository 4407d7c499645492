// Turns explorer API rows (txlist, tokentx, txlistinternal) into the workspace's transaction rows,
// with the same ids as the block scan (`<chainId>:<hash>`, `<chainId>:<hash>:<logIndex>`), so both
// sources agree and a row seen twice is stored once. Pure: token metadata and log indexes the
// explorer cannot give are resolved by the follower and passed in.
import { getAddress } from 'ethers';
import { chainTransactionId, type ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { ExplorerInternalTx, ExplorerTokenTx, ExplorerTx } from '@/lib/chain/explorer-schemas';
import type { Log } from '@/lib/chain/rpc-schemas';
import { decodeCall, type CallSummary } from './decode-call';
import { payeeSide, sidesOf, type RowContext, type TokenInfo } from './tx-rows';
import { parseTransferLog } from '@/lib/primitives/contract-events';

function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

const checksummed = (address: string | null): string | null => (address === null ? null : getAddress(address));

/** Fields every explorer row fills alike (the user's fields start empty). */
function common(
  ctx: RowContext,
  row: { readonly hash: string; readonly blockNumber: number; readonly timeStamp: number },
) {
  return {
    chainId: ctx.chainId,
    hash: row.hash.toLowerCase(),
    blockNumber: row.blockNumber,
    // The account module does not promise a block hash; explorer rows are past reorg depth anyway.
    blockHash: null,
    time: isoTime(row.timeStamp),
    replacedBy: null,
    category: null,
    memo: '',
    source: ctx.source,
    updatedAt: ctx.now,
    revision: 1,
  };
}

/** The native row of a `txlist` row, or null when no watched wallet sent or received it. */
export function explorerNativeRow(ctx: RowContext, tx: ExplorerTx): ChainTransaction | null {
  const from = getAddress(tx.from);
  const to = checksummed(tx.to);
  const found = sidesOf(ctx.watched, from, to);
  if (!found) return null;
  const failed = tx.isError || tx.txreceipt_status === 'failed';
  // tokentx-style `deprecated` input is dropped by the schema; then only the value is known.
  const summary: CallSummary = decodeCall(to, tx.input ?? '0x');
  const sides = payeeSide(found, summary);
  // A creation's other side is the contract it created.
  const counterparty = to === null && sides.direction === 'out' ? checksummed(tx.contractAddress) : sides.counterparty;
  return {
    ...common(ctx, tx),
    id: chainTransactionId(ctx.chainId, tx.hash),
    logIndex: null,
    from,
    to,
    ...sides,
    counterparty,
    asset: 'native',
    symbol: ctx.nativeSymbol,
    decimals: ctx.nativeDecimals,
    units: tx.value.toString(),
    fee: sides.direction !== 'in' ? (tx.gasUsed * tx.gasPrice).toString() : null,
    nonce: tx.nonce,
    status: failed ? 'failed' : 'confirmed',
    failureReason: failed ? 'The transaction reverted' : null,
    ...summary,
  };
}

/** The id form of an internal transfer: `<chainId>:<hash>:i<trace>` (never a log index). */
export function internalTransferId(chainId: number, hash: string, trace: string): string {
  return `${chainTransactionId(chainId, hash)}:i${trace}`;
}

/** A trace id usable in a row id (`0_1_2`, `3`), or null when the explorer gave none usable. */
export function traceKey(traceId: string): string | null {
  return /^[0-9]+(?:_[0-9]+)*$/.test(traceId) && traceId.length <= 40 ? traceId : null;
}

/**
 * The row of an internal value transfer (`txlistinternal`) touching a watched wallet, or null (not
 * ours, failed, or moving nothing). `ordinal` is the row's position among its transaction's
 * internal rows, used when the explorer gives no trace id.
 */
export function explorerInternalRow(
  ctx: RowContext,
  row: ExplorerInternalTx,
  ordinal: number,
): ChainTransaction | null {
  if (row.isError || row.value === 0n) return null;
  const from = getAddress(row.from);
  const to = checksummed(row.to ?? row.contractAddress);
  const sides = sidesOf(ctx.watched, from, to);
  if (!sides) return null;
  return {
    ...common(ctx, row),
    id: internalTransferId(ctx.chainId, row.hash, traceKey(row.traceId) ?? String(ordinal)),
    logIndex: null,
    from,
    to,
    ...sides,
    asset: 'native',
    symbol: ctx.nativeSymbol,
    decimals: ctx.nativeDecimals,
    units: row.value.toString(),
    // The fee belongs to the transaction's native row.
    fee: null,
    nonce: null,
    status: 'confirmed',
    failureReason: null,
    kind: 'transfer',
    selector: null,
    decoded: null,
  };
}

// Printable, no control characters: what a token may show as its symbol (same bound as the schema).
const SYMBOL = /^[^\p{Cc}\p{Cf}]{1,32}$/u;

/** The token metadata an explorer row carries, when it is usable; null sends the follower to the chain. */
export function tokenInfoFromRow(row: ExplorerTokenTx): TokenInfo | null {
  const symbol = row.tokenSymbol.trim();
  const decimals = row.tokenDecimal;
  if (!SYMBOL.test(symbol) || decimals === null || decimals > 77) return null;
  return { address: getAddress(row.contractAddress), symbol, decimals };
}

/**
 * The log index of an explorer token transfer found in its receipt's logs (Etherscan's tokentx
 * omits it): the first Transfer of that token, from, to and value not already `taken`.
 */
export function logIndexInReceipt(
  row: ExplorerTokenTx,
  logs: readonly Log[],
  taken: ReadonlySet<number>,
): number | null {
  const token = row.contractAddress.toLowerCase();
  for (const log of logs) {
    if (log.address.toLowerCase() !== token || taken.has(log.logIndex)) continue;
    const transfer = parseTransferLog(log);
    if (
      transfer &&
      transfer.from.toLowerCase() === row.from.toLowerCase() &&
      transfer.to.toLowerCase() === row.to.toLowerCase() &&
      transfer.value === row.value
    ) {
      return log.logIndex;
    }
  }
  return null;
}

/**
 * The row of a `tokentx` transfer touching a watched wallet, or null. `logIndex` is the row's own
 * or the one read from the receipt; `carried` is the transaction's decoded payment or distribution
 * (from its native row), which token rows keep like the block scan's do.
 */
export function explorerTokenRow(
  ctx: RowContext,
  row: ExplorerTokenTx,
  logIndex: number,
  token: TokenInfo,
  carried: CallSummary | null = null,
): ChainTransaction | null {
  const from = getAddress(row.from);
  const to = getAddress(row.to);
  const sides = sidesOf(ctx.watched, from, to);
  if (!sides) return null;
  const kept = carried && (carried.kind === 'payment' || carried.kind === 'distribution') ? carried : null;
  return {
    ...common(ctx, row),
    id: chainTransactionId(ctx.chainId, row.hash, logIndex),
    logIndex,
    from,
    to,
    ...sides,
    asset: getAddress(token.address),
    symbol: token.symbol,
    decimals: token.decimals,
    units: row.value.toString(),
    fee: null,
    nonce: row.nonce,
    status: 'confirmed',
    failureReason: null,
    kind: kept?.kind ?? 'token-transfer',
    selector: kept?.selector ?? null,
    decoded: kept?.decoded ?? null,
  };
}

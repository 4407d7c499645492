// Value that moves inside a call: the internal ETH transfers of a transaction, read from the node's
// call trace (`debug_traceTransaction` with the callTracer) or, where the node refuses traces, from
// the platform contracts' events (PaymentRouter `Payment`, Distributor `Distributed` with the
// recipients from the calldata). Each becomes a row `<chainId>:<hash>:i<key>` beside the
// transaction's own rows; the outer transaction is the row's hash, its call the row's kind.
import { getAddress } from 'ethers';
import { z } from 'zod';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { internalTransferId } from './explorer-rows';
import type { CallSummary } from './decode-call';
import { sidesOf, type RowContext } from './tx-rows';

interface CallFrame {
  readonly type: string;
  readonly from: string;
  readonly to?: string | undefined;
  readonly value?: string | undefined;
  readonly error?: string | undefined;
  readonly calls?: readonly CallFrame[] | undefined;
}

const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    to: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .optional(),
    value: z
      .string()
      .regex(/^0x[0-9a-fA-F]*$/)
      .optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
);

/** A callTracer result as a node returns it (checked: zod at the boundary). */
export const callTraceSchema = callFrameSchema;
export type CallTrace = CallFrame;

/** One internal value transfer: `key` is the call's path below the transaction (`0`, `0_1`), as explorers number it. */
export interface InternalTransfer {
  readonly key: string;
  readonly from: string;
  readonly to: string;
  readonly value: bigint;
}

// Only these move the caller's ETH; a DELEGATECALL's or STATICCALL's value is the context's, not a transfer.
const MOVES_VALUE = new Set(['CALL', 'CALLCODE', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

/** The internal transfers of a trace (the top call itself is the transaction's own row); reverted calls move nothing. */
export function internalTransfers(trace: CallTrace): InternalTransfer[] {
  const found: InternalTransfer[] = [];
  const walk = (frame: CallTrace, path: string | null) => {
    if (frame.error !== undefined) return; // a reverted call and everything below it moved nothing
    const value = frame.value ? BigInt(frame.value === '0x' ? 0 : frame.value) : 0n;
    if (path !== null && value > 0n && frame.to && MOVES_VALUE.has(frame.type.toUpperCase()))
      found.push({ key: path, from: getAddress(frame.from), to: getAddress(frame.to), value });
    (frame.calls ?? []).forEach((child, index) => walk(child, path === null ? String(index) : `${path}_${index}`));
  };
  walk(trace, null);
  return found;
}

/** The transaction an internal transfer happened in. */
export interface OuterTransaction {
  readonly hash: string;
  readonly from: string;
  readonly blockNumber: number;
  readonly blockHash: string;
  readonly time: number;
  readonly summary: CallSummary;
}

/**
 * The row of an internal transfer touching a watched wallet, or null. Value paid out by a platform
 * contract (a payment's forward, a distribution's share) names the outer transaction's sender as
 * the counterparty: the client who paid, not the router that passed it on.
 */
export function internalRow(
  ctx: RowContext,
  outer: OuterTransaction,
  transfer: InternalTransfer,
): ChainTransaction | null {
  const sides = sidesOf(ctx.watched, transfer.from, transfer.to);
  if (!sides || transfer.value === 0n) return null;
  const viaPlatform = outer.summary.kind === 'payment' || outer.summary.kind === 'distribution';
  const counterparty =
    sides.direction === 'in' && viaPlatform && !ctx.watched.has(getAddress(outer.from))
      ? getAddress(outer.from)
      : sides.counterparty;
  return {
    id: internalTransferId(ctx.chainId, outer.hash, transfer.key),
    chainId: ctx.chainId,
    hash: outer.hash.toLowerCase(),
    logIndex: null,
    blockNumber: outer.blockNumber,
    blockHash: outer.blockHash.toLowerCase(),
    time: new Date(outer.time * 1000).toISOString(),
    from: transfer.from,
    to: transfer.to,
    ...sides,
    counterparty,
    asset: 'native',
    symbol: ctx.nativeSymbol,
    decimals: ctx.nativeDecimals,
    units: transfer.value.toString(),
    // The fee belongs to the outer transaction's own row.
    fee: null,
    nonce: null,
    status: 'confirmed',
    failureReason: null,
    replacedBy: null,
    ...outer.summary,
    category: null,
    memo: '',
    source: ctx.source,
    updatedAt: ctx.now,
    revision: 1,
  };
}

/**
 * An internal row an explorer told (it gives no outer call), named by the router's ETH Payment it
 * belongs to: a payment with its reference, from the client who paid. Any other row is returned as is.
 */
export function withPayment(
  row: ChainTransaction,
  payments: readonly Pick<ChainPayment, 'hash' | 'router' | 'payer' | 'payee' | 'token' | 'units' | 'reference'>[],
): ChainTransaction {
  if (!/:i[^:]*$/.test(row.id) || row.asset !== 'native') return row;
  const payment = payments.find(
    (p) =>
      p.hash === row.hash && p.token === null && p.router === row.from && p.payee === row.to && p.units === row.units,
  );
  if (!payment) return row;
  return {
    ...row,
    counterparty: row.direction === 'in' ? payment.payer : row.counterparty,
    kind: 'payment',
    decoded: { method: 'payEth', paymentReference: payment.reference, payee: payment.payee },
  };
}

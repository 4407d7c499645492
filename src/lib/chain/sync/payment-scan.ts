// PaymentRouter `Payment` events naming one of the watched wallets as payer or payee (indexed
// topics, so the node filters), turned into `payments` rows (docs/product.md#payment-references). For an ERC-20 payment
// the receipt is read and the row says whether a matching Transfer (payer → payee, the amount, of
// that token) sits in it: a token whose transferFrom moves nothing cannot fake a payment.
import { getAddress } from 'ethers';
import { chainPaymentId, type ChainPayment, type PaymentDirection } from '@/lib/db/entities/chain-payment';
import { getLogsChunked } from '@/lib/chain/get-logs-chunked';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt } from '@/lib/chain/rpc-methods';
import type { Receipt } from '@/lib/chain/rpc-schemas';
import {
  PAYMENT_TOPIC,
  addressTopic,
  decodePaymentLog,
  hasMatchingTransfer,
  type PaymentEvent,
} from '@/lib/primitives/contract-events';

/** A log as the scan needs it: from a node (rpc-schemas `Log`) or an explorer (blockHash may be null). */
export interface PaymentLog {
  readonly address: string;
  readonly topics: readonly string[];
  readonly data: string;
  readonly blockNumber: number;
  readonly blockHash: string | null;
  readonly transactionHash: string;
  readonly logIndex: number;
  readonly removed?: boolean;
}

interface Decoded extends PaymentEvent {
  readonly log: PaymentLog;
}

function decode(log: PaymentLog): Decoded | null {
  const event = decodePaymentLog(log);
  return event && { ...event, log };
}

export interface PaymentScanContext {
  readonly chainId: number;
  /** The network's PaymentRouter (checksummed). */
  readonly router: string;
  /** Watched wallets, checksummed. */
  readonly watched: ReadonlySet<string>;
  /** Block number → block time (seconds), for the blocks of the logs. */
  readonly blockTime: ReadonlyMap<number, number>;
  readonly now: string;
}

/** The topic filters of the two queries: Payment logs with a watched wallet as payer, and as payee. */
export function paymentTopics(watched: ReadonlySet<string>): {
  asPayer: (string | string[] | null)[];
  asPayee: (string | string[] | null)[];
} {
  const topics = [...watched].map(addressTopic);
  return { asPayer: [PAYMENT_TOPIC, null, topics, null], asPayee: [PAYMENT_TOPIC, null, null, topics] };
}

/** The payment rows of blocks [from, to] for the watched wallets, read from a node. */
export async function scanPayments(
  reader: ChainReader,
  ctx: PaymentScanContext,
  from: number,
  to: number,
): Promise<ChainPayment[]> {
  if (ctx.watched.size === 0 || from > to) return [];
  const { asPayer, asPayee } = paymentTopics(ctx.watched);
  const [byPayer, byPayee] = await Promise.all([
    getLogsChunked(reader, { address: ctx.router, topics: asPayer }, from, to),
    getLogsChunked(reader, { address: ctx.router, topics: asPayee }, from, to),
  ]);
  return paymentsFromLogs([...byPayer, ...byPayee], ctx, (hash) => getReceipt(reader, hash));
}

/**
 * Payment rows from the router's logs (duplicates and other contracts' logs dropped). A token
 * payment's receipt is read for the Transfer check; so is any payment whose log lacks its block hash.
 */
export async function paymentsFromLogs(
  logs: readonly PaymentLog[],
  ctx: PaymentScanContext,
  receiptOf: (hash: string) => Promise<Receipt | null>,
): Promise<ChainPayment[]> {
  const unique = new Map<string, Decoded>();
  for (const log of logs) {
    if (log.removed || log.address.toLowerCase() !== ctx.router.toLowerCase()) continue;
    const decoded = decode(log);
    if (decoded) unique.set(`${log.transactionHash.toLowerCase()}:${log.logIndex}`, decoded);
  }
  const needed = [
    ...new Set(
      [...unique.values()]
        .filter((p) => p.token !== null || p.log.blockHash === null)
        .map((p) => p.log.transactionHash.toLowerCase()),
    ),
  ];
  const receipts = new Map(await Promise.all(needed.map(async (hash) => [hash, await receiptOf(hash)] as const)));
  return [...unique.values()].flatMap((p) => {
    const receipt = receipts.get(p.log.transactionHash.toLowerCase()) ?? null;
    const blockHash = p.log.blockHash ?? receipt?.blockHash ?? null;
    if (blockHash === null) return [];
    const transferChecked =
      p.token === null ? true : receipt !== null && hasMatchingTransfer(receipt, p.token, p.payer, p.payee, p.amount);
    const payerOurs = ctx.watched.has(p.payer);
    const payeeOurs = ctx.watched.has(p.payee);
    const direction: PaymentDirection = payerOurs && payeeOurs ? 'own' : payeeOurs ? 'in' : 'out';
    const time = ctx.blockTime.get(p.log.blockNumber);
    return [
      {
        id: chainPaymentId(ctx.chainId, p.log.transactionHash, p.log.logIndex),
        chainId: ctx.chainId,
        hash: p.log.transactionHash.toLowerCase(),
        logIndex: p.log.logIndex,
        blockNumber: p.log.blockNumber,
        blockHash: blockHash.toLowerCase(),
        time: time === undefined ? ctx.now : new Date(time * 1000).toISOString(),
        router: getAddress(ctx.router),
        reference: p.reference,
        payer: p.payer,
        payee: p.payee,
        token: p.token,
        units: p.amount.toString(),
        transferChecked,
        direction,
        updatedAt: ctx.now,
      },
    ];
  });
}

// PaymentRouter `Payment` events naming one of the watched wallets as payer or payee (indexed
// topics, so the node filters), turned into `payments` rows (PRODUCT.md §7). For an ERC-20 payment
// the receipt is read and the row says whether a matching Transfer (payer → payee, the amount, of
// that token) sits in it: a token whose transferFrom moves nothing cannot fake a payment.
import { AbiCoder, getAddress, id as topicOf } from 'ethers';
import { chainPaymentId, type ChainPayment, type PaymentDirection } from '../../db/entities/chain-payment';
import { getLogsChunked } from '../get-logs-chunked';
import type { ChainReader } from '../rpc-client';
import { getReceipt } from '../rpc-methods';
import type { Log, Receipt } from '../rpc-schemas';
import { TRANSFER_TOPIC, addressTopic } from './tx-rows';

/** keccak256("Payment(bytes32,address,address,address,uint256)"). */
export const PAYMENT_TOPIC = topicOf('Payment(bytes32,address,address,address,uint256)');
const ZERO = '0x0000000000000000000000000000000000000000';

const topicAddress = (topic: string | undefined): string => getAddress(`0x${(topic ?? '').slice(-40)}`);

/** Whether the receipt holds `token`'s Transfer(payer → payee, amount). */
export function hasMatchingTransfer(receipt: Pick<Receipt, 'logs'>, token: string, payer: string, payee: string, amount: bigint): boolean {
  return receipt.logs.some(
    (log) =>
      !log.removed &&
      log.address.toLowerCase() === token.toLowerCase() &&
      log.topics.length === 3 &&
      log.topics[0] === TRANSFER_TOPIC &&
      log.topics[1]?.toLowerCase() === addressTopic(payer) &&
      log.topics[2]?.toLowerCase() === addressTopic(payee) &&
      log.data.length === 66 &&
      BigInt(log.data) === amount,
  );
}

interface Decoded {
  readonly log: Log;
  readonly reference: string;
  readonly payer: string;
  readonly payee: string;
  readonly token: string | null;
  readonly amount: bigint;
}

function decode(log: Log): Decoded | null {
  if (log.topics.length !== 4 || log.topics[0] !== PAYMENT_TOPIC || log.data.length !== 2 + 128) return null;
  const [token, amount] = AbiCoder.defaultAbiCoder().decode(['address', 'uint256'], log.data) as unknown as [string, bigint];
  return {
    log,
    reference: (log.topics[1] ?? '').toLowerCase(),
    payer: topicAddress(log.topics[2]),
    payee: topicAddress(log.topics[3]),
    token: token === ZERO ? null : getAddress(token),
    amount,
  };
}

export interface PaymentScanContext {
  readonly chainId: number;
  /** The network's PaymentRouter (checksummed). */
  readonly router: string;
  /** Watched wallets, checksummed. */
  readonly watched: ReadonlySet<string>;
  /** Block number → block time (seconds), for the blocks of the range. */
  readonly blockTime: ReadonlyMap<number, number>;
  readonly now: string;
}

/** The payment rows of blocks [from, to] for the watched wallets. */
export async function scanPayments(reader: ChainReader, ctx: PaymentScanContext, from: number, to: number): Promise<ChainPayment[]> {
  if (ctx.watched.size === 0 || from > to) return [];
  const topics = [...ctx.watched].map(addressTopic);
  const [asPayer, asPayee] = await Promise.all([
    getLogsChunked(reader, { address: ctx.router, topics: [PAYMENT_TOPIC, null, topics, null] }, from, to),
    getLogsChunked(reader, { address: ctx.router, topics: [PAYMENT_TOPIC, null, null, topics] }, from, to),
  ]);
  const unique = new Map<string, Decoded>();
  for (const log of [...asPayer, ...asPayee]) {
    if (log.removed || log.address.toLowerCase() !== ctx.router.toLowerCase()) continue;
    const decoded = decode(log);
    if (decoded) unique.set(`${log.transactionHash}:${log.logIndex}`, decoded);
  }
  const tokenHashes = [...new Set([...unique.values()].filter((p) => p.token !== null).map((p) => p.log.transactionHash.toLowerCase()))];
  const receipts = new Map((await Promise.all(tokenHashes.map(async (hash) => [hash, await getReceipt(reader, hash)] as const))).map(([h, r]) => [h, r]));
  return [...unique.values()].map((p) => {
    const receipt = receipts.get(p.log.transactionHash.toLowerCase()) ?? null;
    const transferChecked = p.token === null ? true : receipt !== null && hasMatchingTransfer(receipt, p.token, p.payer, p.payee, p.amount);
    const payerOurs = ctx.watched.has(p.payer);
    const payeeOurs = ctx.watched.has(p.payee);
    const direction: PaymentDirection = payerOurs && payeeOurs ? 'own' : payeeOurs ? 'in' : 'out';
    const time = ctx.blockTime.get(p.log.blockNumber);
    return {
      id: chainPaymentId(ctx.chainId, p.log.transactionHash, p.log.logIndex),
      chainId: ctx.chainId,
      hash: p.log.transactionHash.toLowerCase(),
      logIndex: p.log.logIndex,
      blockNumber: p.log.blockNumber,
      blockHash: p.log.blockHash.toLowerCase(),
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
    };
  });
}

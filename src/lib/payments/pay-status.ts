// The live status of an invoice as the public pay page reads it straight from the chain (there is
// no workspace there): the PaymentRouter's Payment logs with the invoice's reference and payee,
// counted by the same rules as the app (lib/payments/match), the ERC-20 Transfer read from each
// receipt. Nothing but the wallet's own requests (or the network's public RPC) leaves the browser.
import { getAddress, ZeroAddress } from 'ethers';
import { getLogsChunked } from '@/lib/chain/get-logs-chunked';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getBlock, getReceipt } from '@/lib/chain/rpc-methods';
import type { PaymentRate } from '@/lib/db/entities/fiat-rate';
import { feedFor } from '@/lib/price-feeds/feed-directory';
import { feedPriceAtBlock } from '@/lib/price-feeds/price-at-block';
import { settleFiat } from './fiat-settlement';
import { PAYMENT_TOPIC, addressTopic, decodePaymentLog, hasMatchingTransfer } from '@/lib/primitives/contract-events';
import type { InvoiceMessage } from './invoice-typed-data';
import { settle, type PaymentFact, type Settlement } from './match';

/** The settlement of a signed invoice on chain, from block `fromBlock` (0 on a local chain). */
export async function readPayStatus(
  reader: ChainReader,
  chainId: number,
  message: InvoiceMessage,
  fromBlock: number,
  toBlock: number,
): Promise<Settlement> {
  const logs = await getLogsChunked(
    reader,
    { address: message.router, topics: [PAYMENT_TOPIC, message.paymentReference, null, addressTopic(message.payee)] },
    fromBlock,
    toBlock,
  );
  const facts: PaymentFact[] = [];
  for (const log of logs) {
    const payment = log.removed ? null : decodePaymentLog(log);
    if (!payment) continue;
    const { payer, token, amount } = payment;
    const receipt = token === null ? null : await getReceipt(reader, log.transactionHash);
    facts.push({
      id: `${log.transactionHash}:${log.logIndex}`,
      chainId,
      hash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      time: String(log.blockNumber).padStart(12, '0'),
      reference: payment.reference,
      payer,
      payee: getAddress(message.payee),
      token,
      units: amount.toString(),
      transferChecked:
        token === null || (receipt !== null && hasMatchingTransfer(receipt, token, payer, message.payee, amount)),
    });
  }
  const record = {
    id: message.number,
    reference: message.paymentReference,
    asset: { chainId, address: message.token === ZeroAddress ? null : message.token },
    payee: message.payee,
    total: BigInt(message.total),
  };
  const ours = new Set([message.payee.toLowerCase()]);
  if (message.currency === undefined) return settle(record, facts, 'receivable', ours);
  // A fiat invoice: each payment valued at its block's rate, as the issuer's books value it.
  const currency = message.currency;
  const valued = await Promise.all(facts.map((fact) => withBlockRate(reader, fact, currency)));
  const fiat = { currency, tolerancePercent: message.tolerancePercent ?? '0' };
  return settleFiat({ ...record, assetDecimals: message.decimals, fiat }, valued, 'receivable', ours);
}

/** A payment fact with the rate of its block in `currency` (none when no feed prices it then). */
async function withBlockRate(reader: ChainReader, fact: PaymentFact, currency: string): Promise<PaymentFact> {
  const block = Number(fact.time);
  const feed = feedFor(`${fact.chainId}:${fact.token === null ? 'native' : fact.token.toLowerCase()}`, currency);
  const header = feed ? await getBlock(reader, block) : null;
  if (!feed || !header) return fact;
  const found = await feedPriceAtBlock(reader, feed, block, Number(header.timestamp));
  if (found === 'missing') return fact;
  const rate: PaymentRate = {
    blockHash: header.hash.toLowerCase(),
    currency,
    price: found.price,
    source: { kind: 'feed', feed: found.feed, round: found.round.toString(), updatedAt: found.updatedAt },
    by: found.by,
  };
  return { ...fact, blockHash: rate.blockHash, rates: [rate] };
}

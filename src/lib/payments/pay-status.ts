// The live status of an invoice as the public pay page reads it straight from the chain (there is
// no workspace there): the PaymentRouter's Payment logs with the invoice's reference and payee,
// counted by the same rules as the app (lib/payments/match), the ERC-20 Transfer read from each
// receipt. Nothing but the wallet's own requests (or the network's public RPC) leaves the browser.
import { getAddress, ZeroAddress } from 'ethers';
import { getLogsChunked } from '@/lib/chain/get-logs-chunked';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getReceipt } from '@/lib/chain/rpc-methods';
import { PAYMENT_TOPIC, hasMatchingTransfer } from '@/lib/chain/sync/payment-scan';
import { addressTopic } from '@/lib/chain/sync/tx-rows';
import type { InvoiceMessage } from './invoice-typed-data';
import { settle, type PaymentFact, type Settlement } from './match';
import { AbiCoder } from 'ethers';

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
    if (log.removed || log.topics.length !== 4) continue;
    const [token, amount] = AbiCoder.defaultAbiCoder().decode(['address', 'uint256'], log.data) as unknown as [
      string,
      bigint,
    ];
    const payer = getAddress(`0x${(log.topics[2] ?? '').slice(-40)}`);
    const isNative = token === ZeroAddress;
    const receipt = isNative ? null : await getReceipt(reader, log.transactionHash);
    facts.push({
      id: `${log.transactionHash}:${log.logIndex}`,
      chainId,
      hash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      time: String(log.blockNumber).padStart(12, '0'),
      reference: (log.topics[1] ?? '').toLowerCase(),
      payer,
      payee: getAddress(message.payee),
      token: isNative ? null : getAddress(token),
      units: amount.toString(),
      transferChecked:
        isNative || (receipt !== null && hasMatchingTransfer(receipt, token, payer, message.payee, amount)),
    });
  }
  const record = {
    id: message.number,
    reference: message.paymentReference,
    asset: { chainId, address: message.token === ZeroAddress ? null : message.token },
    payee: message.payee,
    total: BigInt(message.total),
  };
  return settle(record, facts, 'receivable', new Set([message.payee.toLowerCase()]));
}

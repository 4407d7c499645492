// The contract events the app reads from logs, each with its one topic and one decoder: the ERC-20
// Transfer and the PaymentRouter's Payment. The sync engine, the public pay page and the cap table
// all read them through here, so a log means the same thing wherever it is read.
import { AbiCoder, getAddress, id as topicOf } from 'ethers';

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (and ERC-721) Transfer. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** keccak256("Payment(bytes32,address,address,address,uint256)"). */
export const PAYMENT_TOPIC = topicOf('Payment(bytes32,address,address,address,uint256)');

const ZERO = '0x0000000000000000000000000000000000000000';

/** The parts of a log (from a node or an explorer) the decoders read. */
export interface EventLog {
  readonly address: string;
  readonly topics: readonly string[];
  readonly data: string;
  readonly removed?: boolean;
}

/** The 32-byte topic form of an address (for eth_getLogs filters). */
export function addressTopic(address: string): string {
  return `0x${address.toLowerCase().slice(2).padStart(64, '0')}`;
}

const topicAddress = (topic: string | undefined): string => getAddress(`0x${(topic ?? '').slice(-40)}`);

/** Reads an ERC-20 Transfer log: from, to and value; null for anything else (ERC-721 has 4 topics). */
export function parseTransferLog(
  log: Pick<EventLog, 'topics' | 'data'>,
): { from: string; to: string; value: bigint } | null {
  if (log.topics.length !== 3 || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC || log.data.length !== 66) return null;
  const word = (topic: string | undefined) => getAddress(`0x${(topic ?? '').slice(26)}`);
  return { from: word(log.topics[1]), to: word(log.topics[2]), value: BigInt(log.data) };
}

/** Whether the receipt holds `token`'s Transfer(payer → payee, amount). */
export function hasMatchingTransfer(
  receipt: { readonly logs: readonly EventLog[] },
  token: string,
  payer: string,
  payee: string,
  amount: bigint,
): boolean {
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

/** A PaymentRouter Payment as its log says it: `token` is null for the native currency. */
export interface PaymentEvent {
  /** The payment reference (bytes32), lower-case. */
  readonly reference: string;
  readonly payer: string;
  readonly payee: string;
  readonly token: string | null;
  readonly amount: bigint;
}

/** Reads a PaymentRouter Payment log; null for any other or malformed log. */
export function decodePaymentLog(log: Pick<EventLog, 'topics' | 'data'>): PaymentEvent | null {
  if (log.topics.length !== 4 || log.topics[0] !== PAYMENT_TOPIC || log.data.length !== 2 + 128) return null;
  const [token, amount] = AbiCoder.defaultAbiCoder().decode(['address', 'uint256'], log.data) as unknown as [
    string,
    bigint,
  ];
  return {
    reference: (log.topics[1] ?? '').toLowerCase(),
    payer: topicAddress(log.topics[2]),
    payee: topicAddress(log.topics[3]),
    token: token === ZERO ? null : getAddress(token),
    amount,
  };
}

/** keccak256("Distributed(address,address,uint256,uint256)"): the Distributor's one event per call. */
export const DISTRIBUTED_TOPIC = topicOf('Distributed(address,address,uint256,uint256)');

/** A Distributor call as its event says it (the recipients are in the calldata only): `token` null for ETH. */
export interface DistributedEvent {
  readonly sender: string;
  readonly token: string | null;
  readonly total: bigint;
  readonly count: bigint;
}

/** Reads a Distributor Distributed log; null for any other or malformed log. */
export function decodeDistributedLog(log: Pick<EventLog, 'topics' | 'data'>): DistributedEvent | null {
  if (log.topics.length !== 3 || log.topics[0] !== DISTRIBUTED_TOPIC || log.data.length !== 2 + 128) return null;
  const [total, count] = AbiCoder.defaultAbiCoder().decode(['uint256', 'uint256'], log.data) as unknown as [
    bigint,
    bigint,
  ];
  const token = topicAddress(log.topics[2]);
  return { sender: topicAddress(log.topics[1]), token: token === getAddress(ZERO) ? null : token, total, count };
}

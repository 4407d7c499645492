// What ran at a Safe nonce: the Safe's `ExecutionSuccess` logs name the SafeTx hash executed (an
// indexed topic in 1.4.1, the first data word in 1.3.0), so a proposal executed by another tool
// (Safe{Wallet}, a script) is told apart from one whose nonce another transaction used. An
// `ExecutionFailure` log names a SafeTx that used its nonce while its inner call reverted (possible
// when its safeTxGas or gasPrice is not 0): executed, but nothing it pays happened.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { getLogsChunked } from '@/lib/chain/get-logs-chunked';
import { blockNumber } from '@/lib/chain/rpc-methods';
import { safeInterface } from './safe-contracts';

const SUCCESS_TOPIC = safeInterface.getEvent('ExecutionSuccess')!.topicHash;
const FAILURE_TOPIC = safeInterface.getEvent('ExecutionFailure')!.topicHash;

/** One execution of the Safe: the SafeTx hash and the transaction that carried it. */
export interface SafeExecution {
  readonly safeTxHash: string;
  readonly txHash: string;
  readonly blockNumber: number;
  /** False when the Safe logged `ExecutionFailure`: the nonce is used, the inner call reverted. */
  readonly success: boolean;
}

/** The Safe's executions (successful or failed inside) from `fromBlock` to the head, oldest first. */
export async function safeExecutions(reader: ChainReader, safe: string, fromBlock: number): Promise<SafeExecution[]> {
  const head = await blockNumber(reader);
  if (fromBlock > head) return [];
  const logs = await getLogsChunked(
    reader,
    { address: safe, topics: [[SUCCESS_TOPIC, FAILURE_TOPIC]] },
    fromBlock,
    head,
  );
  return logs.map((log) => ({
    safeTxHash: (log.topics[1] ?? log.data.slice(0, 66)).toLowerCase(),
    txHash: log.transactionHash.toLowerCase(),
    blockNumber: Number(log.blockNumber),
    success: log.topics[0]?.toLowerCase() === SUCCESS_TOPIC,
  }));
}

/** A receipt's log, as far as the Safe's execution events are read from it. */
export interface ExecutionLog {
  readonly address: string;
  readonly topics: readonly string[];
  readonly data: string;
}

/**
 * What a mined transaction did with SafeTx `safeTxHash` of `safe`, from its receipt's logs: ran it
 * (`ExecutionSuccess`), ran it with the inner call reverted (`ExecutionFailure`: the nonce used,
 * nothing it pays happened), or neither (null: not this SafeTx's execution).
 */
export function executionInLogs(
  logs: readonly ExecutionLog[],
  safe: string,
  safeTxHash: string,
): 'success' | 'failure' | null {
  const wanted = safeTxHash.toLowerCase();
  for (const log of logs) {
    if (log.address.toLowerCase() !== safe.toLowerCase()) continue;
    const topic = log.topics[0]?.toLowerCase();
    if (topic !== SUCCESS_TOPIC && topic !== FAILURE_TOPIC) continue;
    if ((log.topics[1] ?? log.data.slice(0, 66)).toLowerCase() !== wanted) continue;
    return topic === SUCCESS_TOPIC ? 'success' : 'failure';
  }
  return null;
}

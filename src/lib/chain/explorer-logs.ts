// Event logs from an Etherscan-compatible explorer (`module=logs&action=getLogs`), for networks
// whose history comes from an explorer rather than a node. The API answers at most 1,000 logs per
// query, ascending; past that the next query starts again at the last log's block, skipping the
// logs already given. Numbers arrive as hex ("0x" meaning 0 on Etherscan); Blockscout pads the
// topics list with nulls. Logs come back in the node's shape (rpc-schemas `Log`), blockHash null
// where the explorer does not give it.
import { z } from 'zod';
import { TX_HASH_PATTERN } from '@/lib/primitives/tx-hash';
import { explorerRequest, type ExplorerConfig } from './explorer-request';
import { RpcError } from './rpc-error';

/** Logs per query: the most Etherscan and Blockscout serve. */
export const EXPLORER_LOGS_PER_QUERY = 1000;

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected a hex number');
const quantity = hex
  .transform((value) => (value === '0x' ? 0 : Number(BigInt(value))))
  .refine(Number.isSafeInteger, 'Number too large');
const hash32 = z.string().regex(TX_HASH_PATTERN, 'Expected a 32-byte hash');

const explorerLogSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'),
  topics: z
    .array(hash32.nullable())
    .transform((topics) => topics.filter((topic): topic is string => topic !== null).map((t) => t.toLowerCase())),
  data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex data'),
  blockNumber: quantity,
  blockHash: hash32.optional().transform((value) => value?.toLowerCase() ?? null),
  timeStamp: quantity,
  transactionHash: hash32.transform((value) => value.toLowerCase()),
  transactionIndex: z.union([quantity, z.literal('')]).transform((value) => (value === '' ? 0 : value)),
  logIndex: z.union([quantity, z.literal('')]).transform((value) => (value === '' ? 0 : value)),
});

/** One log as the explorer gives it, in the node's shape plus the block's time (seconds). */
export type ExplorerLog = z.output<typeof explorerLogSchema>;

/** A getLogs query: the emitting contract and the topics to match (by position; all must match). */
export interface ExplorerLogFilter {
  readonly address: string;
  /** topic position → topic; positions left out match anything. */
  readonly topics: Readonly<Partial<Record<0 | 1 | 2 | 3, string>>>;
}

/** One query's logs and where the next one starts. */
export interface ExplorerLogPage {
  readonly logs: ExplorerLog[];
  /** The block to ask from next time: the last log's block + 1 on the last page (fromBlock when none). */
  readonly nextFromBlock: number;
  readonly done: boolean;
}

function parseLogs(result: unknown): ExplorerLog[] {
  if (!Array.isArray(result))
    throw new RpcError('invalid-response', 'The explorer API answered getLogs without a list of logs');
  return result.map((row, index) => {
    const parsed = explorerLogSchema.safeParse(row);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new RpcError(
      'invalid-response',
      `The explorer API sent an invalid log (${index + 1}, ${issue?.path.join('.') || 'log'}): ${issue?.message ?? 'invalid'}`,
    );
  });
}

/** The query's parameters: every given topic, joined with "and" (Etherscan's topicA_B_opr). */
export function logQuery(
  filter: ExplorerLogFilter,
  fromBlock: number,
  toBlock: number | 'latest',
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    module: 'logs',
    action: 'getLogs',
    address: filter.address,
    fromBlock,
    toBlock,
    page: 1,
    offset: EXPLORER_LOGS_PER_QUERY,
  };
  const positions = ([0, 1, 2, 3] as const).filter((p) => filter.topics[p] !== undefined);
  for (const p of positions) params[`topic${p}`] = filter.topics[p] as string;
  for (let i = 0; i < positions.length - 1; i++) params[`topic${positions[i]}_${positions[i + 1]}_opr`] = 'and';
  return params;
}

/** The filter's logs from `fromBlock` on, ascending, one query per page. */
export async function* fetchExplorerLogs(
  config: ExplorerConfig,
  filter: ExplorerLogFilter,
  fromBlock: number,
): AsyncGenerator<ExplorerLogPage> {
  let start = Math.max(0, fromBlock);
  let seen = new Set<string>();
  let lastBlock = fromBlock - 1;
  for (;;) {
    const logs = parseLogs(await explorerRequest(config, logQuery(filter, start, 'latest')));
    const fresh = logs.filter((log) => !seen.has(`${log.transactionHash}:${log.logIndex}`));
    const last = logs.at(-1);
    if (last) lastBlock = Math.max(lastBlock, last.blockNumber);
    if (logs.length < EXPLORER_LOGS_PER_QUERY || !last) {
      yield { logs: fresh, nextFromBlock: lastBlock + 1, done: true };
      return;
    }
    if (last.blockNumber === start && fresh.length === 0) {
      throw new RpcError(
        'invalid-response',
        `Block ${start} holds more than ${EXPLORER_LOGS_PER_QUERY} matching logs: the explorer API cannot page through it`,
      );
    }
    // The last block may continue in the next query: ask from it again, skipping what was given.
    seen = new Set(
      logs.filter((log) => log.blockNumber === last.blockNumber).map((log) => `${log.transactionHash}:${log.logIndex}`),
    );
    start = last.blockNumber;
    yield { logs: fresh, nextFromBlock: last.blockNumber, done: false };
  }
}

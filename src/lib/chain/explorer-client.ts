// Account history from an Etherscan-compatible explorer, page by page, so the sync engine can store
// a cursor after each page. Sort is always given (`asc`): the default differs between explorers.
import { RpcError } from './rpc-error';
import { explorerRequest, type ExplorerConfig } from './explorer-request';
import { EXPLORER_ROW_SCHEMAS, explorerRowKey, type ExplorerAction, type ExplorerRowOf } from './explorer-schemas';

/** Etherscan refuses page × offset above 10,000; past that the query restarts from the last block. */
export const EXPLORER_RESULT_WINDOW = 10_000;
/** Default rows per page. */
export const DEFAULT_PAGE_SIZE = 1000;

/** One page of history. */
export interface ExplorerPage<A extends ExplorerAction> {
  readonly rows: ExplorerRowOf[A][];
  /**
   * Where to resume after storing this page: the next history call starts here. Mid-history it is
   * the last row's block (that block may continue on the next page), so a resumed sync can see
   * rows of that block again: store rows by their key (hash, log index, trace id). On the last
   * page it is the last row's block + 1 (fromBlock when there were none), never beyond: explorers
   * index a little behind the chain.
   */
  readonly nextFromBlock: number;
  /** True on the last page: the explorer has nothing more in the range. */
  readonly done: boolean;
}

/** The rows of one page, validated; a bad row fails the page with the row and field named. */
export function parseExplorerRows<A extends ExplorerAction>(action: A, result: unknown): ExplorerRowOf[A][] {
  if (!Array.isArray(result))
    throw new RpcError('invalid-response', `The explorer API answered ${action} without a list of rows`);
  const schema = EXPLORER_ROW_SCHEMAS[action];
  return result.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data as ExplorerRowOf[A];
    const issue = parsed.error.issues[0];
    throw new RpcError(
      'invalid-response',
      `The explorer API sent an invalid ${action} row (${index + 1}, ${issue?.path.join('.') || 'row'}): ${issue?.message ?? 'invalid'}`,
    );
  });
}

/** The address's history for one action in [fromBlock, toBlock] (toBlock omitted: up to the explorer's head), ascending, one page per step. */
export async function* fetchAccountHistory<A extends ExplorerAction>(
  config: ExplorerConfig,
  address: string,
  action: A,
  fromBlock: number,
  toBlock?: number,
): AsyncGenerator<ExplorerPage<A>> {
  const window = config.resultWindow ?? EXPLORER_RESULT_WINDOW;
  const offset = Math.min(config.pageSize ?? DEFAULT_PAGE_SIZE, window);
  let startBlock = fromBlock;
  let page = 1;
  // Keys of rows already yielded in the block a window restart begins at, to skip them once.
  let carried = new Set<string>();
  let tail = { block: -1, keys: new Set<string>() };
  let lastSeen = fromBlock - 1;
  for (;;) {
    const params: Record<string, string | number> = {
      module: 'account',
      action,
      address,
      startblock: startBlock,
      page,
      offset,
      sort: 'asc',
    };
    if (toBlock !== undefined) params.endblock = toBlock;
    const rows = parseExplorerRows(action, await explorerRequest(config, params));
    const fresh = carried.size ? rows.filter((row) => !carried.has(explorerRowKey(action, row))) : rows;
    const last = rows.at(-1);
    if (last) lastSeen = Math.max(lastSeen, last.blockNumber);
    if (rows.length < offset || !last) {
      // Not toBlock + 1: explorers index a few blocks behind the chain, so the cursor never passes
      // the last row seen; the next sync asks again from there (one cheap request when idle).
      yield { rows: fresh, nextFromBlock: lastSeen + 1, done: true };
      return;
    }
    for (const row of rows) {
      if (row.blockNumber !== tail.block) tail = { block: row.blockNumber, keys: new Set() };
      tail.keys.add(explorerRowKey(action, row));
    }
    if ((page + 1) * offset > window) {
      if (last.blockNumber === startBlock) {
        throw new RpcError(
          'invalid-response',
          `Block ${startBlock} holds more than ${window} ${action} rows for this address: the explorer API cannot page through it`,
        );
      }
      startBlock = last.blockNumber;
      page = 1;
      carried = tail.keys;
    } else {
      page += 1;
    }
    yield { rows: fresh, nextFromBlock: last.blockNumber, done: false };
  }
}

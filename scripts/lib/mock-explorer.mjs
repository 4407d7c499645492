// @ts-check
// A local server that follows the published Etherscan-compatible `account` module contract
// (txlist, tokentx, txlistinternal with page/offset/sort/startblock/endblock, `status`/`message`/
// `result` answers) and the `logs` module's getLogs (address, fromBlock/toBlock, topic0–3 joined
// by topicA_B_opr=and, page/offset, 1,000 logs at most), serving rows a test gives it. Used by unit tests and the browser suite, so
// the explorer source is tested over real HTTP without a key or the internet. Types: .d.mts.
import { createServer } from 'node:http';

const ACTIONS = new Set(['txlist', 'tokentx', 'txlistinternal']);
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const RATE_LIMIT_RESULT = 'Max calls per sec rate limit reached (3/sec)';

/**
 * Starts the mock explorer on 127.0.0.1 (a free port) and resolves once it listens.
 * @param {import('./mock-explorer.d.mts').MockExplorerOptions} [options]
 * @returns {Promise<import('./mock-explorer.d.mts').MockExplorer>}
 */
export async function startMockExplorer(options = {}) {
  const maxWindow = options.maxWindow ?? 10_000;
  /** @type {import('./mock-explorer.d.mts').MockExplorer['requests']} */
  const requests = [];
  /** @type {{ count: number, mode: 'http' | 'status' }} */
  const failing = { count: 0, mode: 'http' };
  const data = { txlist: [], tokentx: [], txlistinternal: [], logs: [], ...options.data };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(url.searchParams);
    requests.push({ params, at: Date.now() });
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    if (failing.count > 0) {
      failing.count -= 1;
      if (failing.mode === 'http') return send(429, { status: '0', message: 'NOTOK', result: 'Too Many Requests' });
      return send(200, { status: '0', message: 'NOTOK', result: RATE_LIMIT_RESULT });
    }
    const answer = respond(params, data, options, maxWindow);
    send(200, answer);
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api`,
    port,
    data,
    requests,
    failNext(count, mode = 'http') {
      failing.count = count;
      failing.mode = mode;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * The contract's answer to one query.
 * @param {Record<string, string>} params
 * @param {Record<string, Array<Record<string, string>>>} data
 * @param {import('./mock-explorer.d.mts').MockExplorerOptions} options
 * @param {number} maxWindow
 */
function respond(params, data, options, maxWindow) {
  const notOk = (/** @type {string} */ result) => ({ status: '0', message: 'NOTOK', result });
  if (options.apiKey !== undefined && params.apikey !== options.apiKey) return notOk('Invalid API Key');
  if (options.chainId !== undefined && params.chainid !== String(options.chainId)) {
    return notOk('Missing or unsupported chainid parameter (required for v2 api)');
  }
  if (params.module === 'logs') return respondLogs(params, data.logs ?? []);
  if (params.module !== 'account') return notOk('Error! Missing Or invalid Module name');
  if (!params.action || !ACTIONS.has(params.action)) return notOk('Error! Missing Or invalid Action name');
  if (!params.address || !ADDRESS.test(params.address)) return notOk('Error! Invalid address format');
  const page = params.page ? Number(params.page) : 1;
  const offset = params.offset ? Number(params.offset) : maxWindow;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(offset) || offset < 1)
    return notOk('Error! Invalid page or offset');
  if (page * offset > maxWindow)
    return notOk(`Result window is too large, PageNo x Offset size must be less than or equal to ${maxWindow}`);

  const account = params.address.toLowerCase();
  const start = params.startblock ? Number(params.startblock) : 0;
  const end = params.endblock ? Number(params.endblock) : Infinity;
  const matching = (data[params.action] ?? []).filter(
    (row) =>
      (row.from?.toLowerCase() === account || row.to?.toLowerCase() === account) &&
      Number(row.blockNumber) >= start &&
      Number(row.blockNumber) <= end,
  );
  // Stable sort by block: rows of one block keep the dataset's order (their log/trace order).
  const sorted = matching
    .map((row, i) => ({ row, i }))
    .sort((a, b) => Number(a.row.blockNumber) - Number(b.row.blockNumber) || a.i - b.i)
    .map(({ row }) => row);
  if (params.sort === 'desc') sorted.reverse();
  const result = sorted.slice((page - 1) * offset, page * offset);
  if (result.length === 0) return { status: '0', message: 'No transactions found', result: [] };
  return { status: '1', message: 'OK', result };
}

/**
 * getLogs: the logs of `address` in [fromBlock, toBlock] whose given topics all match, ascending by
 * block and log index, at most 1,000 per page. Only `and` is served between topics (what the app asks).
 * @param {Record<string, string>} params
 * @param {Array<Record<string, unknown>>} logs
 */
function respondLogs(params, logs) {
  const notOk = (/** @type {string} */ result) => ({ status: '0', message: 'NOTOK', result });
  if (params.action !== 'getLogs') return notOk('Error! Missing Or invalid Action name');
  if (params.address && !ADDRESS.test(params.address)) return notOk('Error! Invalid address format');
  for (const key of Object.keys(params))
    if (/^topic\d_\d_opr$/.test(key) && params[key] !== 'and') return notOk('Error! Invalid topic operator');
  const from = params.fromBlock ? Number(params.fromBlock) : 0;
  const to = !params.toBlock || params.toBlock === 'latest' ? Infinity : Number(params.toBlock);
  const page = params.page ? Number(params.page) : 1;
  const offset = Math.min(params.offset ? Number(params.offset) : 1000, 1000);
  const topics = [0, 1, 2, 3].map((i) => params[`topic${i}`]?.toLowerCase());
  const matching = logs.filter((log) => {
    const block = log.blockNumber === '0x' ? 0 : Number(log.blockNumber);
    const logTopics = /** @type {Array<string | null>} */ (log.topics);
    return (
      (!params.address || String(log.address).toLowerCase() === params.address.toLowerCase()) &&
      block >= from &&
      block <= to &&
      topics.every((topic, i) => topic === undefined || logTopics[i]?.toLowerCase() === topic)
    );
  });
  const num = (/** @type {unknown} */ value) => (value === '0x' || !value ? 0 : Number(value)); // Etherscan writes 0 as "0x"
  const sorted = [...matching].sort(
    (a, b) => num(a.blockNumber) - num(b.blockNumber) || num(a.logIndex) - num(b.logIndex),
  );
  const result = sorted.slice((page - 1) * offset, page * offset);
  if (result.length === 0) return { status: '0', message: 'No records found', result: [] };
  return { status: '1', message: 'OK', result };
}

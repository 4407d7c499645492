// Sync figures: history sync speed of the block scan on a real anvil (Node, fake-indexeddb: a
// lower bound for the browser's IndexedDB). Bundles scripts/bench/sync-bench.ts with esbuild
// into a temp dir (never part of dist/). Usage: node scripts/bench-sync.mjs [blocks]
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { rpc, startAnvil } from './lib/anvil.mjs';
import { startMockExplorer } from './lib/mock-explorer.mjs';

const blocks = Number(process.argv[2] ?? 2000);
const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-sync-'));
const anvil = await startAnvil();
try {
  await build({
    entryPoints: ['scripts/bench/sync-bench.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outfile: join(dir, 'bench.mjs'),
    logLevel: 'error',
  });
  const { benchBlockScan, benchExplorer } = await import(pathToFileURL(join(dir, 'bench.mjs')).href);
  const [me, other] = /** @type {string[]} */ (await rpc(anvil.rpcUrl, 'eth_accounts'));
  // History: empty blocks with a transfer to the account every 20 blocks.
  const transfers = Math.floor(blocks / 20);
  for (let i = 0; i < transfers; i += 1) {
    await rpc(anvil.rpcUrl, 'anvil_mine', ['0x13']);
    await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: other, to: me, value: '0x1' }]);
  }
  const figures = await benchBlockScan(anvil.rpcUrl, me);
  const perSecond = (figures.blocks / figures.ms) * 1000;
  console.log(
    `block scan (anvil, JSON-RPC one request per call, ${figures.blocks} blocks, ${figures.rows} rows): ${figures.ms.toFixed(0)} ms, ${perSecond.toFixed(0)} blocks/s`,
  );

  // Explorer API: one wallet with 5,000 transactions in the account module's format, served on
  // loopback by the mock explorer (pages of 1,000, at most 3 requests a second like the real ones).
  const wallet = '0x1111111111111111111111111111111111111111';
  const counterparty = '0x2222222222222222222222222222222222222222';
  const txlist = Array.from({ length: 5000 }, (_, i) => ({
    blockNumber: String(1000 + i),
    timeStamp: String(1_700_000_000 + i * 12),
    hash: `0x${(i + 1).toString(16).padStart(64, '0')}`,
    nonce: String(i),
    blockHash: `0x${(i + 1_000_000).toString(16).padStart(64, '0')}`,
    transactionIndex: '0',
    from: i % 2 ? wallet : counterparty,
    to: i % 2 ? counterparty : wallet,
    value: '1000000000000000',
    gas: '21000',
    gasPrice: '1000000000',
    isError: '0',
    txreceipt_status: '1',
    input: '0x',
    contractAddress: '',
    cumulativeGasUsed: '21000',
    gasUsed: '21000',
    confirmations: '10',
  }));
  const explorer = await startMockExplorer({ data: { txlist } });
  try {
    const result = await benchExplorer(explorer.url, wallet, txlist.length);
    console.log(
      `explorer API (mock on loopback, ${result.rows} rows, ${explorer.requests.length} requests): ${result.ms.toFixed(0)} ms, ${((result.rows / result.ms) * 1000).toFixed(0)} rows/s`,
    );
  } finally {
    await explorer.stop();
  }
} finally {
  await anvil.stop();
  await rm(dir, { recursive: true, force: true });
}

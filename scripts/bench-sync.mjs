// Sync figures: history sync speed of the block scan on a real anvil (Node, fake-indexeddb: a
// lower bound for the browser's IndexedDB). Bundles src/lib/chain/sync/sync-bench.ts with esbuild
// into a temp dir (never part of dist/). Usage: node scripts/bench-sync.mjs [blocks]
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { rpc, startAnvil } from './lib/anvil.mjs';

const blocks = Number(process.argv[2] ?? 2000);
const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-sync-'));
const anvil = await startAnvil();
try {
  await build({ entryPoints: ['src/lib/chain/sync/sync-bench.ts'], bundle: true, format: 'esm', platform: 'node', target: 'node22', outfile: join(dir, 'bench.mjs'), logLevel: 'error' });
  const { benchBlockScan } = await import(pathToFileURL(join(dir, 'bench.mjs')).href);
  const [me, other] = /** @type {string[]} */ (await rpc(anvil.rpcUrl, 'eth_accounts'));
  // History: empty blocks with a transfer to the account every 20 blocks.
  const transfers = Math.floor(blocks / 20);
  for (let i = 0; i < transfers; i += 1) {
    await rpc(anvil.rpcUrl, 'anvil_mine', ['0x13']);
    await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: other, to: me, value: '0x1' }]);
  }
  const figures = await benchBlockScan(anvil.rpcUrl, me);
  const perSecond = (figures.blocks / figures.ms) * 1000;
  console.log(`block scan (anvil, JSON-RPC one request per call, ${figures.blocks} blocks, ${figures.rows} rows): ${figures.ms.toFixed(0)} ms, ${perSecond.toFixed(0)} blocks/s`);
} finally {
  await anvil.stop();
  await rm(dir, { recursive: true, force: true });
}

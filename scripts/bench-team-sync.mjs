// Team workspace coordinator figures (docs/team-workspace.md): an Admin creates a workspace from
// books of N vendors (seeding, snapshots, first keyring, head), a member joins and takes a first
// full copy, then the time from a save on one device to the row on the other (publish, head on
// chain, read and apply). Real parts: anvil with the Workspaces contract, Helia behind the Kubo
// RPC calls, fake-indexeddb per device. Bundles scripts/bench/team-sync-bench.ts with esbuild.
// Usage: node scripts/bench-team-sync.mjs [records] [rounds]
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { importBenchBundle } from './lib/bench-bundle.mjs';
import { startAnvil } from './lib/anvil.mjs';
import { startIpfsNode } from './lib/ipfs-node.mjs';
import { ANVIL_KEYS } from './lib/local-chain.mjs';

const records = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 20);
const wasm = new Uint8Array(
  await readFile(createRequire(import.meta.url).resolve('@automerge/automerge/automerge.wasm')),
);
const anvil = await startAnvil();
const node = await startIpfsNode();
const bundle = await importBenchBundle('scripts/bench/team-sync-bench.ts');
try {
  const f = await bundle.module.benchTeamSync({
    rpcUrl: anvil.rpcUrl,
    chainId: anvil.chainId,
    keys: ANVIL_KEYS,
    ipfsUrl: node.url,
    wasm,
    records,
    rounds,
  });
  console.log(`Create a workspace from ${records.toLocaleString('en')} vendors: ${f.createMs.toFixed(0)} ms`);
  console.log(
    `A new member's first full copy (${f.copied.toLocaleString('en')} vendors): ${f.firstCopyMs.toFixed(0)} ms`,
  );
  console.log(
    `Save on one device → the row on the other (${rounds} rounds): median ${f.saveToOtherMs.median.toFixed(0)} ms, p95 ${f.saveToOtherMs.p95.toFixed(0)} ms`,
  );
} finally {
  await bundle.dispose();
  await node.stop();
  await anvil.stop();
}

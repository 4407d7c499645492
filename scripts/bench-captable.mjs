// Cap table figures: time to build a cap table from 10,000 Transfer events.
//   1. Node, pure: buildCapTable over 10,000 decoded events (and the decoding of 10,000 raw logs).
//   2. anvil: an AssetShares with 10,000 Transfer events (8,000 mints to 2,000 holders, 2,000
//      transfers), then readCapTable over JSON-RPC as the page does it (eth_getLogs in 2,000-block
//      ranges, decode, build), checked against totalSupply.
// Bundles src/lib/tokens with esbuild into a temp dir (the same code the page runs).
// Usage: node scripts/bench-captable.mjs [events]   (default 10000; --no-anvil for part 1 only)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { Interface, getAddress, hexlify, randomBytes } from 'ethers';
import { rpc, startAnvil } from './lib/anvil.mjs';
import { loadArtifacts } from './lib/deploy.mjs';

const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10_000);
const withAnvil = !process.argv.includes('--no-anvil');
const ZERO = `0x${'0'.repeat(40)}`;
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const ms = (n) => `${n.toFixed(1)} ms`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-captable-'));
try {
  const entry = join(dir, 'entry.ts');
  const src = (path) => JSON.stringify(resolve('src', path));
  await writeFile(
    entry,
    `export * from ${src('lib/tokens/cap-table.ts')};\nexport * from ${src('lib/tokens/read-cap-table.ts')};\nexport { httpReader } from ${src('lib/chain/rpc-client.ts')};\n`,
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outfile: join(dir, 'bench.mjs'),
    logLevel: 'error',
  });
  const lib = await import(pathToFileURL(join(dir, 'bench.mjs')).href);

  // 1. Pure: a history like the anvil one, 2,000 holders.
  const holders = Array.from({ length: 2000 }, () => getAddress(hexlify(randomBytes(20))));
  const owner = getAddress(hexlify(randomBytes(20)));
  const mints = Math.round(count * 0.8);
  const events = Array.from({ length: count }, (_, i) => ({
    blockNumber: 1 + Math.floor(i / 50),
    logIndex: i % 50,
    transactionHash: `0x${i.toString(16).padStart(64, '0')}`,
    from: i < mints ? ZERO : owner,
    to: i < mints ? (i % 10 === 0 ? owner : holders[i % holders.length]) : holders[(i * 7) % holders.length],
    value: i < mints ? 10n ** 18n * BigInt(1 + (i % 97)) : 10n ** 15n,
  }));
  const logs = events.map((e) => ({
    address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    topics: [
      TRANSFER,
      `0x${e.from.slice(2).toLowerCase().padStart(64, '0')}`,
      `0x${e.to.slice(2).toLowerCase().padStart(64, '0')}`,
    ],
    data: `0x${e.value.toString(16).padStart(64, '0')}`,
    blockNumber: e.blockNumber,
    blockHash: `0x${'ab'.repeat(32)}`,
    transactionHash: e.transactionHash,
    transactionIndex: 0,
    logIndex: e.logIndex,
    removed: false,
  }));
  const runs = { build: [], decode: [] };
  for (let run = 0; run < 7; run += 1) {
    let start = performance.now();
    const decoded = lib.transferEventsOf(logs);
    runs.decode.push(performance.now() - start);
    start = performance.now();
    const table = lib.buildCapTable(decoded);
    runs.build.push(performance.now() - start);
    if (table.transferCount !== count) throw new Error('bench: wrong event count');
  }
  console.log(`${count.toLocaleString('en')} Transfer events, 2,000 holders (Node, median of 7 runs after the first):`);
  console.log(`  build the cap table from decoded events: ${ms(median(runs.build.slice(1)))}`);
  console.log(`  decode the raw logs (EIP-55 addresses) first: ${ms(median(runs.decode.slice(1)))}`);

  if (withAnvil) await onAnvil(lib);
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** 10,000 real Transfer events on anvil, then the cap table read as the page reads it. */
async function onAnvil(lib) {
  const anvil = await startAnvil();
  try {
    const { AssetShares: app } = await loadArtifacts(['AssetShares'], (m) => console.error(m));
    const shares = new Interface(app.abi);
    const [from] = await rpc(anvil.rpcUrl, 'eth_accounts');
    const deploy = await rpc(anvil.rpcUrl, 'eth_sendTransaction', [
      { from, data: app.bytecode + shares.encodeDeploy(['Bench', 'BNCH', 10n ** 36n, '', from]).slice(2) },
    ]);
    const token = (await rpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [deploy])).contractAddress;
    const holders = Array.from({ length: 2000 }, () => getAddress(hexlify(randomBytes(20))));
    const calls = Array.from({ length: count }, (_, i) =>
      i < Math.round(count * 0.8)
        ? shares.encodeFunctionData('mint', [
            i % 10 === 0 ? from : holders[i % holders.length],
            10n ** 18n * BigInt(1 + (i % 97)),
          ])
        : shares.encodeFunctionData('transfer', [holders[(i * 7) % holders.length], 10n ** 15n]),
    );
    const started = performance.now();
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
    const nonce = Number(await rpc(anvil.rpcUrl, 'eth_getTransactionCount', [from, 'latest']));
    for (let i = 0; i < calls.length; i += 500) {
      const body = calls.slice(i, i + 500).map((data, j) => ({
        jsonrpc: '2.0',
        id: i + j,
        method: 'eth_sendTransaction',
        params: [{ from, to: token, data, gas: '0x20000', nonce: `0x${(nonce + i + j).toString(16)}` }],
      }));
      const answers = await (
        await fetch(anvil.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
      const failed = answers.find((a) => a.error);
      if (failed) throw new Error(`bench: ${failed.error.message}`);
      await rpc(anvil.rpcUrl, 'evm_mine');
    }
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);
    while (
      Number(await rpc(anvil.rpcUrl, 'eth_getTransactionCount', [from, 'pending'])) !==
      Number(await rpc(anvil.rpcUrl, 'eth_getTransactionCount', [from, 'latest']))
    )
      await rpc(anvil.rpcUrl, 'evm_mine');
    const head = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    console.log(
      `anvil: ${count.toLocaleString('en')} Transfer events in ${head} blocks, set up in ${((performance.now() - started) / 1000) | 0} s`,
    );
    const reader = lib.httpReader(anvil.rpcUrl, anvil.chainId);
    const times = [];
    let table;
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      table = await lib.readCapTable(reader, token, { fromBlock: 0 });
      times.push(performance.now() - start);
    }
    const supply = BigInt(
      await rpc(anvil.rpcUrl, 'eth_call', [
        { to: token, data: shares.encodeFunctionData('totalSupply', []) },
        'latest',
      ]),
    );
    if (table.totalSupply !== supply || table.transferCount !== count)
      throw new Error(
        `bench: cap table disagrees with the chain (${table.transferCount} events, supply ${table.totalSupply} vs ${supply})`,
      );
    console.log(
      `  readCapTable over JSON-RPC (eth_getLogs, decode, build; ${table.holders.length.toLocaleString('en')} holders, equals totalSupply): median ${ms(median(times))} of 3`,
    );
  } finally {
    await anvil.stop();
  }
}

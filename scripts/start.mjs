// `npm start`: the whole product on this machine for a newcomer, in local mode.
//   anvil on 127.0.0.1:8545 (or the one already running there) → contracts deployed →
//   a local-mode build (dev wallet) → served at http://127.0.0.1:4321/. Ctrl-C stops what it started.
// `npm start -- --sample` also plays the sample company's year on the chain; the browser's "Load a
// sample company" adds the workspace's side in seconds (or plays the year itself without --sample).
// anvil always starts a year in the past, so the deployment comes before the sample's year in time
// and the sample's books can start on its first day; without --sample the clock is then set to now.
// While serving, the chain is watched: if it stops answering (or another chain answers there),
// `npm start` says so and exits with the reason, rather than serve a site that cannot reach it.
import { spawnSync } from 'node:child_process';
import { startStaticServer } from './lib/static-server.mjs';
import { siteBase } from './lib/site-config.mjs';
import { deployAll } from './lib/deploy.mjs';
import { rpc, startAnvil } from './lib/anvil.mjs';
import { watchChain } from './lib/chain-watch.mjs';
import { SAMPLE_HISTORY_DAYS, playSampleOnNode } from './lib/sample-chain.mjs';
import { LOCAL_CHAIN_ID } from '../src/config/chain.ts';

const RPC_URL = process.env.RPC_URL ?? 'http://127.0.0.1:8545';
const PORT = Number(process.env.PORT ?? 4321);
const SAMPLE = process.argv.slice(2).includes('--sample');
const started = [];

/** Uses the node already answering at RPC_URL, else starts anvil there (127.0.0.1 only); true when started. */
async function ensureChain() {
  const running = await rpc(RPC_URL, 'eth_chainId').then(
    () => true,
    () => false,
  );
  if (running) {
    console.log(`Using the node already running at ${RPC_URL}`);
    return false;
  }
  // The chain begins before the sample's year, so the deployment comes first in time too.
  const past = Math.floor(Date.now() / 1000) - SAMPLE_HISTORY_DAYS * 86_400;
  const anvil = await startAnvil({
    port: Number(new URL(RPC_URL).port || 8545),
    args: ['--timestamp', String(past)],
  });
  started.push(() => void anvil.stop());
  console.log(`Started anvil at ${anvil.rpcUrl}`);
  return true;
}

function stopAll() {
  for (const stop of started.reverse()) stop();
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

try {
  const fresh = await ensureChain();
  const deployed = await deployAll({ rpcUrl: RPC_URL });
  console.log('Contracts:', deployed);
  // The next block is dated now (the sample's runner sets its own times and puts the clock back).
  if (fresh && !SAMPLE) await rpc(RPC_URL, 'anvil_setTime', [Math.floor(Date.now() / 1000)]);
  if (SAMPLE) {
    const outcome = await playSampleOnNode({
      rpcUrl: RPC_URL,
      chainId: deployed.chainId,
      contracts: deployed.addresses,
      log: (message) => console.log(message),
    });
    console.log(
      outcome === 'played'
        ? 'Sample company: a year played on the local chain'
        : 'Sample company: already on this chain',
    );
  }
  const build = spawnSync('astro', ['build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, LEDGERLINE_LOCAL: '1', OUT_DIR: 'dist-local' },
  });
  if (build.status !== 0) throw new Error('the local-mode build failed');
  const server = await startStaticServer({
    root: 'dist-local',
    port: PORT,
    base: siteBase(process.env.BASE_PATH),
    rpcProxy: RPC_URL,
  });
  started.push(() => void server.close());
  console.log(`\nLedgerline is running at ${server.url}`);
  console.log(
    `Log in with "Ledgerline Dev Wallet" (anvil test account 0, local chain ${LOCAL_CHAIN_ID}). Ctrl-C stops everything.`,
  );
  if (SAMPLE) console.log('Then click "Load a sample company" on the Dashboard: the chain side is already there.');
  started.push(
    watchChain({
      rpcUrl: RPC_URL,
      chainId: deployed.chainId,
      onLost: (reason) => {
        console.error(
          `\nnpm start: ${reason}. The site cannot work without it, so it stops here: run npm start again` +
            ' (a new local chain starts empty; the browser keeps its workspace).',
        );
        stopAll();
        process.exit(1);
      },
    }),
  );
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : error}`);
  stopAll();
  process.exit(1);
}

// Price figures: look-ups per second from a price feed on a real anvil (the local PriceFeed with a
// round an hour for a year: 8,760 rounds), now (latestRoundData) and by date (a binary search over
// the rounds). Bundles scripts/bench/price-bench.ts with esbuild into a temp dir (never part of
// dist/). Usage: node scripts/bench-prices.mjs [lookups]
import { ContractFactory, Interface, JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import { rpc, startAnvil } from './lib/anvil.mjs';
import { loadArtifacts } from './lib/deploy.mjs';
import { ANVIL_ACCOUNT0_KEY } from './lib/local-chain.mjs';
import { importBenchBundle } from './lib/bench-bundle.mjs';

const lookups = Number(process.argv[2] ?? 200);
const ROUNDS = 8_760;
const HOUR = 3_600;
const bundle = await importBenchBundle('scripts/bench/price-bench.ts');
const anvil = await startAnvil();
const provider = new JsonRpcProvider(anvil.rpcUrl, 31337, { staticNetwork: true, pollingInterval: 50 });
try {
  const { benchPriceLookups } = bundle.module;
  const { PriceFeed } = await loadArtifacts(['PriceFeed']);
  const signer = new NonceManager(new Wallet(ANVIL_ACCOUNT0_KEY, provider));
  const contract = await new ContractFactory(PriceFeed.abi, PriceFeed.bytecode, signer).deploy(8, 'ETH / USD', 0);
  await contract.waitForDeployment();
  const address = await contract.getAddress();
  // A year of hourly rounds ending now, pushed in blocks of many transactions (no automine per round).
  const block = /** @type {{ timestamp: string }} */ (
    await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])
  );
  const now = Number(block.timestamp);
  const first = now - ROUNDS * HOUR;
  const feed = new Interface(PriceFeed.abi);
  const [owner] = /** @type {string[]} */ (await rpc(anvil.rpcUrl, 'eth_accounts'));
  await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
  for (let i = 0; i < ROUNDS; i += 1) {
    const answer = 3_000n * 10n ** 8n + BigInt((i * 37) % 50_000) * 10n ** 6n;
    const data = feed.encodeFunctionData('pushRoundAt', [answer, first + i * HOUR]);
    await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: owner, to: address, data, gas: '0x30000' }]);
    if (i % 500 === 499) await rpc(anvil.rpcUrl, 'evm_mine', []);
  }
  await rpc(anvil.rpcUrl, 'evm_mine', []);
  await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);
  const figures = await benchPriceLookups(anvil.rpcUrl, address, first, now - HOUR, lookups);
  console.log(
    `price look-ups (anvil, one JSON-RPC request per call, ${ROUNDS} rounds, ${figures.lookups} look-ups each): ` +
      `now ${figures.latestPerSecond.toFixed(0)}/s; by date ${figures.historyPerSecond.toFixed(1)}/s ` +
      `(binary search, about ${Math.ceil(Math.log2(ROUNDS)) + 1} rounds read per look-up)`,
  );
} finally {
  provider.destroy();
  await anvil.stop();
  await bundle.dispose();
}

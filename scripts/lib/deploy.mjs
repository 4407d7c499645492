// @ts-check
// Deploys the platform contracts (Registry, PaymentRouter, Distributor, then Workspaces) and records their addresses
// per chain id. Used by scripts/deploy.mjs, the contract tests and the local dev start-up.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContractFactory, JsonRpcProvider, NonceManager, Wallet, getAddress, keccak256 } from 'ethers';
import { LOCAL_CHAIN_ID, LOCAL_CONTRACT_ADDRESS } from '../../src/config/chain.ts';
import { GENERATED_PATH, ROOT, appSourcesHash, buildAppArtifacts, committedSourcesHash } from './compile.mjs';
import { deploySafeContracts } from './deploy-safe.mjs';
import { ANVIL_ACCOUNT0_KEY } from './local-chain.mjs';
import { writeFeedHistory } from './feed-history.mjs';

/** Where the app reads deployed addresses from. */
export const DEFAULT_DEPLOYMENTS_PATH = join(ROOT, 'src/lib/contracts/deployments.json');
/** Deployment order matters: the Registry must be first on the local chain. */
export const PLATFORM_CONTRACTS = /** @type {const} */ (['Registry', 'PaymentRouter', 'Distributor']);
/**
 * The local chain's price feeds, deployed after the platform contracts and recorded as
 * `PriceFeed:<pair>`: a plausible seeded price (8 decimals, as Chainlink's USD pairs) so every
 * page shows values in the base currency out of the box. Public networks use Chainlink's feeds.
 * A feed with a `token` prices a local test token (a LocalToken, anyone may mint) deployed just
 * before it and recorded as `Token:<SYMBOL>`; ETH/USD stays the fourth deployment (its address fixed).
 */
export const LOCAL_PRICE_FEEDS = Object.freeze([
  { pair: 'ETH/USD', description: 'ETH / USD', decimals: 8, answer: 3_000n * 10n ** 8n, token: null },
  {
    pair: 'TUSD/USD',
    description: 'TUSD / USD',
    decimals: 8,
    answer: 10n ** 8n,
    token: { name: 'Test Dollar', symbol: 'TUSD', decimals: 6 },
  },
]);
/**
 * The local chain's pounds and euros, deployed after Workspaces (so every address above stays put):
 * ETH/GBP and ETH/EUR, kept consistent with ETH/USD through each day's FX rate (local-history.ts).
 */
export const LOCAL_FX_FEEDS = Object.freeze([
  { pair: 'ETH/GBP', description: 'ETH / GBP', decimals: 8, answer: 0n, token: null },
  { pair: 'ETH/EUR', description: 'ETH / EUR', decimals: 8, answer: 0n, token: null },
]);
/** The team workspace's membership, devices and heads: deployed after the first feeds, on every chain. */
export const WORKSPACES_CONTRACT = 'Workspaces';
/** The deployments-file key of a local feed. */
export const feedKey = (/** @type {string} */ pair) => `PriceFeed:${pair}`;
/** The deployments-file key of a local test token (the feed of `<SYMBOL>/…` prices it). */
export const tokenKey = (/** @type {string} */ symbol) => `Token:${symbol}`;

/**
 * @typedef {{ abi: unknown[], bytecode: string, runtimeCodeHash: string | null }} Artifact
 * @typedef {Record<string, Record<string, string>>} Deployments
 * @typedef {{ chainId: number, deployer: string, addresses: Record<string, string>, deployed: string[], reused: string[] }} DeployResult
 */

/**
 * Loads app contract artifacts: from the committed module if it is fresh, else by compiling in memory.
 * @param {readonly string[]} [names]
 * @param {(message: string) => void} [log]
 * @returns {Promise<Record<string, Artifact>>}
 */
export async function loadArtifacts(names = PLATFORM_CONTRACTS, log = () => {}) {
  /** @type {Record<string, Artifact>} */
  const artifacts = {};
  if (committedSourcesHash() === appSourcesHash()) {
    const generated = await import(pathToFileURL(join(ROOT, GENERATED_PATH)).href);
    for (const name of names) {
      const id = name.charAt(0).toLowerCase() + name.slice(1);
      if (!generated[`${id}Bytecode`]) throw new Error(`${GENERATED_PATH} has no ${name}`);
      artifacts[name] = {
        abi: generated[`${id}Abi`],
        bytecode: generated[`${id}Bytecode`],
        runtimeCodeHash: generated[`${id}RuntimeCodeHash`],
      };
    }
    return artifacts;
  }
  log(`${GENERATED_PATH} is stale; compiling in memory (run node scripts/compile-contracts.mjs to update it)`);
  const { result } = buildAppArtifacts();
  for (const name of names) {
    const contract = result.contracts.find((candidate) => candidate.name === name);
    if (!contract) throw new Error(`no contract ${name} in the app sources`);
    artifacts[name] = contract;
  }
  return artifacts;
}

/** Reads the deployments file ({} if it does not exist yet). */
export function readDeployments(path = DEFAULT_DEPLOYMENTS_PATH) {
  try {
    return /** @type {Deployments} */ (JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * Writes deployments (chain ids in numeric order, contracts in deployment order); skips unchanged files.
 * @param {string} path
 * @param {Deployments} deployments
 */
export function writeDeployments(path, deployments) {
  /** @type {Deployments} */
  const sorted = {};
  for (const chainId of Object.keys(deployments).sort((a, b) => Number(a) - Number(b))) {
    const entry = deployments[chainId] ?? {};
    const known = PLATFORM_CONTRACTS.filter((name) => name in entry);
    const others = Object.keys(entry)
      .filter((name) => !known.includes(/** @type {never} */ (name)))
      .sort();
    sorted[chainId] = Object.fromEntries([...known, ...others].map((name) => [name, entry[name] ?? '']));
  }
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  let current = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // first write
  }
  if (current !== text) writeFileSync(path, text);
}

/**
 * True if `address` holds exactly the artifact's code (or any code, when the code has immutables).
 * @param {import('ethers').Provider} provider
 * @param {string} address
 * @param {Artifact} artifact
 */
async function hasExpectedCode(provider, address, artifact) {
  const code = await provider.getCode(address);
  if (code === '0x') return false;
  return artifact.runtimeCodeHash === null || keccak256(code) === artifact.runtimeCodeHash;
}

/**
 * Deploys whatever is missing (or outdated) on the chain behind `rpcUrl` and records the addresses.
 * On the local chain the key defaults to anvil's account 0 and the Registry must land at the fixed address.
 * @param {{ rpcUrl: string, privateKey?: string, deploymentsPath?: string, log?: (message: string) => void }} options
 * @returns {Promise<DeployResult>}
 */
export async function deployAll({ rpcUrl, privateKey, deploymentsPath = DEFAULT_DEPLOYMENTS_PATH, log = () => {} }) {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { pollingInterval: 250 });
  try {
    const chainId = Number((await provider.getNetwork()).chainId);
    const isLocal = chainId === LOCAL_CHAIN_ID;
    const key = privateKey ?? (isLocal ? ANVIL_ACCOUNT0_KEY : undefined);
    if (!key)
      throw new Error(`chain ${chainId} is not the local chain: set DEPLOYER_KEY to the deployer's private key`);
    const wallet = new Wallet(key, provider);
    const signer = new NonceManager(wallet);
    const artifacts = await loadArtifacts(PLATFORM_CONTRACTS, log);
    const deployments = readDeployments(deploymentsPath);
    const recorded = deployments[String(chainId)] ?? {};
    /** @type {Record<string, string>} */
    const addresses = {};
    /** @type {string[]} */
    const deployed = [];
    /** @type {string[]} */
    const reused = [];

    for (const name of PLATFORM_CONTRACTS) {
      const artifact = artifacts[name];
      if (!artifact) throw new Error(`no artifact for ${name}`);
      const candidates = [recorded[name], isLocal && name === 'Registry' ? LOCAL_CONTRACT_ADDRESS : undefined];
      let found;
      for (const candidate of candidates) {
        if (candidate && (await hasExpectedCode(provider, candidate, artifact))) {
          found = getAddress(candidate);
          break;
        }
      }
      if (found) {
        addresses[name] = found;
        reused.push(name);
        log(`${name}: reusing ${found}`);
        continue;
      }
      if (isLocal && name === 'Registry') {
        const nonce = await provider.getTransactionCount(wallet.address);
        if (nonce !== 0) {
          throw new Error(
            `the Registry must be the first deployment of ${wallet.address} to land at ${LOCAL_CONTRACT_ADDRESS}, ` +
              `but that account has already sent ${nonce} transaction(s): restart anvil (a fresh chain) and deploy again`,
          );
        }
      }
      const factory = new ContractFactory(/** @type {never} */ (artifact.abi), artifact.bytecode, signer);
      const contract = await factory.deploy();
      await contract.waitForDeployment();
      const address = getAddress(await contract.getAddress());
      if (isLocal && name === 'Registry' && address !== LOCAL_CONTRACT_ADDRESS) {
        throw new Error(`Registry landed at ${address}, not ${LOCAL_CONTRACT_ADDRESS}`);
      }
      addresses[name] = address;
      deployed.push(name);
      log(`${name}: deployed at ${address}`);
    }

    /** Reuses the contract recorded under `key` when its code is there, else deploys it with `args`. */
    const ensure = async (
      /** @type {string} */ key,
      /** @type {Artifact} */ artifact,
      /** @type {unknown[]} */ args,
    ) => {
      const candidate = recorded[key];
      if (candidate && (await hasExpectedCode(provider, candidate, artifact))) {
        addresses[key] = getAddress(candidate);
        reused.push(key);
        log(`${key}: reusing ${addresses[key]}`);
        return;
      }
      const factory = new ContractFactory(/** @type {never} */ (artifact.abi), artifact.bytecode, signer);
      const contract = await factory.deploy(...args);
      await contract.waitForDeployment();
      addresses[key] = getAddress(await contract.getAddress());
      deployed.push(key);
      log(`${key}: deployed at ${addresses[key]}`);
    };
    const {
      PriceFeed: feedArtifact,
      LocalToken: tokenArtifact,
      [WORKSPACES_CONTRACT]: workspacesArtifact,
    } = await loadArtifacts(['PriceFeed', 'LocalToken', WORKSPACES_CONTRACT], log);
    if (!feedArtifact || !tokenArtifact || !workspacesArtifact)
      throw new Error(`no artifact for PriceFeed, LocalToken or ${WORKSPACES_CONTRACT}`);
    if (isLocal) {
      for (const feed of LOCAL_PRICE_FEEDS) {
        if (feed.token)
          await ensure(tokenKey(feed.token.symbol), tokenArtifact, [
            feed.token.name,
            feed.token.symbol,
            feed.token.decimals,
          ]);
        await ensure(feedKey(feed.pair), feedArtifact, [feed.decimals, feed.description, feed.answer]);
      }
    }
    // After those, so the addresses above (nonces 0–5 on the local chain) never move.
    await ensure(WORKSPACES_CONTRACT, workspacesArtifact, []);
    if (isLocal) {
      for (const feed of LOCAL_FX_FEEDS)
        await ensure(feedKey(feed.pair), feedArtifact, [feed.decimals, feed.description, feed.answer]);
      // One round a day up to today on every local feed (a fresh one gets the last FEED_HISTORY_DAYS).
      const feeds = [...LOCAL_PRICE_FEEDS, ...LOCAL_FX_FEEDS].map((feed) => ({
        pair: feed.pair,
        address: addresses[feedKey(feed.pair)] ?? '',
      }));
      const written = await writeFeedHistory({ rpcUrl, feeds });
      for (const [pair, count] of Object.entries(written)) log(`${feedKey(pair)}: ${count} daily rounds written`);
    }
    // Safe's contracts (src/lib/safe/README.md), from an address of their own: the nonces above do not move.
    const safe = await deploySafeContracts({ provider, isLocal, log });
    Object.assign(addresses, safe.addresses);
    deployed.push(...safe.deployed);
    reused.push(...safe.reused);

    deployments[String(chainId)] = { ...recorded, ...addresses };
    writeDeployments(deploymentsPath, deployments);
    return { chainId, deployer: wallet.address, addresses, deployed, reused };
  } finally {
    provider.destroy();
  }
}

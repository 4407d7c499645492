// @ts-check
// Deploys Safe's own contracts (v1.4.1: SafeL2 singleton, SafeProxyFactory,
// CompatibilityFallbackHandler, MultiSend, MultiSendCallOnly, CreateCall) from Safe's published build artifacts
// (the npm package @safe-global/safe-contracts@1.4.1, a devDependency) at their canonical addresses.
//
// How: Safe deploys 1.4.1 through the "Safe singleton factory" (a CREATE2 deployer at
// SAFE_SINGLETON_FACTORY, the same runtime code as the deterministic deployment proxy, with salt 0).
// On the local chain the factory is not there, so anvil gets its runtime code with `anvil_setCode`
// (no key of anyone's is involved), and each contract is sent through it from an impersonated,
// funded address that no development account uses, so the dev accounts' nonces and histories do
// not move. The CREATE2 address depends on the creation code only: landing at the canonical address
// recorded in @safe-global/safe-deployments proves the bytes are Safe's. On any other chain nothing
// is deployed: the contracts found at their canonical addresses (Safe has deployed them on hundreds
// of networks) are recorded, and a chain without them is said so and skipped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZeroHash, concat, getAddress, getCreate2Address, keccak256 } from 'ethers';

const require = createRequire(import.meta.url);

/** Safe's singleton factory (the CREATE2 deployer Safe uses for 1.4.1 on every EVM chain). */
export const SAFE_SINGLETON_FACTORY = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7';
/** The factory's runtime code: the deterministic deployment proxy (salt ‖ init code → CREATE2). */
export const SAFE_SINGLETON_FACTORY_CODE =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3';
/** The address that sends the local deployments (impersonated on anvil; holds no key anyone uses). */
export const LOCAL_SAFE_DEPLOYER = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';

/**
 * The contracts deployed, with their deployments-file key, their artifact in the npm package and
 * their file in @safe-global/safe-deployments (v1.4.1).
 */
export const SAFE_CONTRACTS = Object.freeze([
  { key: 'Safe:SafeL2', artifact: 'contracts/SafeL2.sol/SafeL2.json', deployment: 'safe_l2' },
  {
    key: 'Safe:SafeProxyFactory',
    artifact: 'contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
    deployment: 'safe_proxy_factory',
  },
  {
    key: 'Safe:CompatibilityFallbackHandler',
    artifact: 'contracts/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
    deployment: 'compatibility_fallback_handler',
  },
  { key: 'Safe:MultiSend', artifact: 'contracts/libraries/MultiSend.sol/MultiSend.json', deployment: 'multi_send' },
  {
    key: 'Safe:MultiSendCallOnly',
    artifact: 'contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
    deployment: 'multi_send_call_only',
  },
  // A contract deployed from a Safe: delegate-called, it CREATEs the contract as the Safe.
  { key: 'Safe:CreateCall', artifact: 'contracts/libraries/CreateCall.sol/CreateCall.json', deployment: 'create_call' },
]);

/** The creation bytecode of one contract from Safe's npm build artifacts. */
export function safeCreationCode(/** @type {string} */ artifactPath) {
  const path = require.resolve(`@safe-global/safe-contracts/build/artifacts/${artifactPath}`);
  const artifact = /** @type {{ bytecode: string }} */ (JSON.parse(readFileSync(path, 'utf8')));
  return artifact.bytecode;
}

/** The canonical v1.4.1 address Safe publishes for one contract (@safe-global/safe-deployments). */
export function canonicalAddress(/** @type {string} */ deployment) {
  const path = require.resolve(`@safe-global/safe-deployments/dist/assets/v1.4.1/${deployment}.json`);
  const json = /** @type {{ deployments: { canonical: { address: string } } }} */ (
    JSON.parse(readFileSync(path, 'utf8'))
  );
  return getAddress(json.deployments.canonical.address);
}

/**
 * Makes sure Safe's contracts are on the chain and returns their addresses by deployments-file key.
 * @param {{ provider: import('ethers').JsonRpcProvider, isLocal: boolean, log?: (message: string) => void }} options
 * @returns {Promise<{ addresses: Record<string, string>, deployed: string[], reused: string[] }>}
 */
export async function deploySafeContracts({ provider, isLocal, log = () => {} }) {
  /** @type {Record<string, string>} */
  const addresses = {};
  /** @type {string[]} */
  const deployed = [];
  /** @type {string[]} */
  const reused = [];
  let factoryReady = false;
  for (const contract of SAFE_CONTRACTS) {
    const initCode = safeCreationCode(contract.artifact);
    const expected = canonicalAddress(contract.deployment);
    const target = getCreate2Address(SAFE_SINGLETON_FACTORY, ZeroHash, keccak256(initCode));
    if (target !== expected)
      throw new Error(`${contract.key}: the npm artifact would land at ${target}, not Safe's ${expected}`);
    if ((await provider.send('eth_getCode', [target, 'latest'])) !== '0x') {
      addresses[contract.key] = target;
      reused.push(contract.key);
      log(`${contract.key}: reusing ${target}`);
      continue;
    }
    if (!isLocal) {
      log(
        `${contract.key}: not at Safe's canonical address ${target}; Safe's contracts are not deployed on this chain`,
      );
      continue;
    }
    if (!factoryReady) {
      if ((await provider.send('eth_getCode', [SAFE_SINGLETON_FACTORY, 'latest'])) === '0x')
        await provider.send('anvil_setCode', [SAFE_SINGLETON_FACTORY, SAFE_SINGLETON_FACTORY_CODE]);
      await provider.send('anvil_setBalance', [LOCAL_SAFE_DEPLOYER, '0x56bc75e2d63100000']);
      await provider.send('anvil_impersonateAccount', [LOCAL_SAFE_DEPLOYER]);
      factoryReady = true;
    }
    const hash = /** @type {string} */ (
      await provider.send('eth_sendTransaction', [
        { from: LOCAL_SAFE_DEPLOYER, to: SAFE_SINGLETON_FACTORY, data: concat([ZeroHash, initCode]), gas: '0x989680' },
      ])
    );
    const receipt = await minedReceipt(provider, hash);
    // Read with `send`: the provider's cache would still answer the `0x` read above.
    if (receipt.status !== '0x1' || (await provider.send('eth_getCode', [target, 'latest'])) === '0x')
      throw new Error(`${contract.key}: the deployment through Safe's singleton factory failed (${hash})`);
    addresses[contract.key] = target;
    deployed.push(contract.key);
    log(`${contract.key}: deployed at ${target}`);
  }
  if (factoryReady) await provider.send('anvil_stopImpersonatingAccount', [LOCAL_SAFE_DEPLOYER]);
  return { addresses, deployed, reused };
}

/**
 * The receipt of a local transaction, polled uncached (anvil mines at once, or at its block time).
 * @param {import('ethers').JsonRpcProvider} provider
 * @param {string} hash
 * @returns {Promise<{ status: string }>}
 */
async function minedReceipt(provider, hash) {
  for (;;) {
    const receipt = /** @type {{ status: string } | null} */ (await provider.send('eth_getTransactionReceipt', [hash]));
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

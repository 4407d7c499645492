// A fresh anvil with ethers and the contracts compiled offline, for the gas figures of
// `npm run bench` (bench-gas, bench-bills): deploy, send, read gasUsed from the receipt.
import { ContractFactory, JsonRpcProvider, Wallet, getAddress, hexlify, randomBytes } from 'ethers';
import { compileSources, listSources } from './compile.mjs';
import { loadArtifacts } from './deploy.mjs';
import { startAnvil } from './anvil.mjs';
import { ANVIL_ACCOUNT0_KEY } from './local-chain.mjs';

/**
 * Starts anvil and returns what a gas measurement needs; call `stop()` when done.
 * @param {string[]} appContracts the platform contracts to load (compiled artifacts)
 */
export async function startGasChain(appContracts) {
  const anvil = await startAnvil();
  const provider = new JsonRpcProvider(anvil.rpcUrl, anvil.chainId, {
    staticNetwork: true,
    cacheTimeout: -1,
    pollingInterval: 20,
  });
  const wallet = new Wallet(ANVIL_ACCOUNT0_KEY, provider);
  const testOnly = compileSources(listSources('tests/contracts/sol')).contracts;
  return {
    anvil,
    wallet,
    app: await loadArtifacts(appContracts, (m) => console.error(m)),
    /** A contract of tests/contracts/sol (PlainToken, DistributorPerPayout…). */
    testArtifact: (/** @type {string} */ name) => testOnly.find((contract) => contract.name === name),
    /** The gas a sent transaction used, once mined. */
    gasOf: async (
      /** @type {Promise<import('ethers').ContractTransactionResponse | import('ethers').TransactionResponse>} */ sent,
    ) => (await (await sent).wait())?.gasUsed ?? 0n,
    /** Deploys and waits; the contract and the deployment's gas. */
    async deploy(/** @type {{ abi: any, bytecode: string }} */ artifact, /** @type {unknown[]} */ ...args) {
      const contract = await new ContractFactory(artifact.abi, artifact.bytecode, wallet).deploy(...args);
      const receipt = await contract.deploymentTransaction()?.wait();
      return { contract, gas: receipt?.gasUsed ?? 0n };
    },
    async stop() {
      provider.destroy();
      await anvil.stop();
    },
  };
}

/** `count` fresh random addresses: cold and empty, the worst case for gas. */
export const freshAddresses = (/** @type {number} */ count) =>
  Array.from({ length: count }, () => getAddress(hexlify(randomBytes(20))));

/** Gas as 12,345. */
export const fmt = (/** @type {bigint | number} */ gas) => Math.round(Number(gas)).toLocaleString('en-US');

/**
 * Rows as aligned text: the first column left-aligned, the others right-aligned.
 * @param {Array<Array<string | number>>} rows
 */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}

// Deploys Registry, PaymentRouter and Distributor to RPC_URL (default http://127.0.0.1:8545) and
// records their addresses in src/lib/contracts/deployments.json. Re-running reuses what is deployed.
// On the local chain anvil's account 0 deploys; elsewhere DEPLOYER_KEY is required.
// DEPLOYMENTS_PATH overrides the file written (tests use a temporary one).
import { DEFAULT_DEPLOYMENTS_PATH, deployAll } from './lib/deploy.mjs';

const rpcUrl = process.env.RPC_URL || 'http://127.0.0.1:8545';
const privateKey = process.env.DEPLOYER_KEY || undefined;
const deploymentsPath = process.env.DEPLOYMENTS_PATH || DEFAULT_DEPLOYMENTS_PATH;

try {
  const result = await deployAll({ rpcUrl, privateKey, deploymentsPath, log: (message) => console.log(message) });
  console.log(
    `chain ${result.chainId}: deployed ${result.deployed.length}, reused ${result.reused.length} (deployer ${result.deployer})`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`deploy failed (${rpcUrl}): ${message}`);
  process.exit(1);
}

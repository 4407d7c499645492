// A contract deployed from a 2-of-3 Safe on a real anvil (Safe 1.4.1 and its CreateCall deployed
// from Safe's npm artifacts at their canonical addresses): the SafeTx delegate-calls CreateCall, two
// owners sign it, a payer executes it, and the new contract (a company token, AssetShares, whose
// owner is its deployer) is where the Safe's ContractCreation log says and where CREATE / CREATE2
// predict, owned by the Safe, which then mints from it.
import { getAddress, Interface, JsonRpcProvider, keccak256, toUtf8Bytes } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { deploySafeContracts } from '../../../scripts/lib/deploy-safe.mjs';
import { sendFrom } from '../../../tests/fixtures/chain-actions';
import { httpReader, type ChainReader } from '@/lib/chain/rpc-client';
import { call } from '@/lib/chain/rpc-methods';
import { assetSharesAbi, assetSharesBytecode } from '@/lib/contracts/generated/artifacts';
import {
  deployedContractOf,
  deploymentOf,
  deploySafeTx,
  predictedDeployment,
  type SafeDeployment,
} from './create-call';
import { createdSafeOf, createSafeCall } from './create-safe';
import { describeSafeTx } from './describe-tx';
import { execTransactionData, paymentsSafeTx } from './execute';
import { typedSignature } from './owner-signatures';
import { safeContractsOn, type SafeContracts } from './safe-contracts';
import { OPERATION, safeTxTypedData, type SafeTx } from './safe-tx';
import { SAFE_CAST } from './safe-cast.testing';

const [admin, owner1, owner2, owner3, payer] = SAFE_CAST;
const SHARES = new Interface(assetSharesAbi);
let anvil: Anvil;
let reader: ChainReader;
let contracts: SafeContracts;
let safe: string;
let nonce = 0n;

interface RawReceipt {
  readonly status: string;
  readonly logs: { address: string; topics: string[]; data: string }[];
}

async function send(from: string, to: string, data: string): Promise<RawReceipt> {
  const hash = await sendFrom(anvil.rpcUrl, { from, to, data });
  return (await rpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) as RawReceipt;
}

/** Signs `tx` by two owners (typed data, as the app asks their wallets) and has the payer execute it. */
async function execute(tx: SafeTx): Promise<RawReceipt> {
  const payload = JSON.stringify(safeTxTypedData(anvil.chainId, safe, tx));
  const signatures = await Promise.all(
    [owner1, owner3].map(async (owner) =>
      typedSignature(owner, (await rpc(anvil.rpcUrl, 'eth_signTypedData_v4', [owner, payload])) as string),
    ),
  );
  nonce += 1n;
  return send(payer, safe, execTransactionData(tx, signatures));
}

/** A company token whose first owner is the Safe (the app's Tokens page passes its deployer). */
const sharesDeployment = (symbol: string, salt?: string): SafeDeployment => ({
  initCode: assetSharesBytecode + SHARES.encodeDeploy([`${symbol} shares`, symbol, 1_000_000n, '', safe]).slice(2),
  ...(salt ? { salt } : {}),
});

async function read(token: string, name: 'owner' | 'totalSupply', args: unknown[] = []): Promise<unknown> {
  const data = SHARES.encodeFunctionData(name, args);
  return SHARES.decodeFunctionResult(name, await call(reader, { to: token, data }))[0];
}

beforeAll(async () => {
  anvil = await startAnvil();
  reader = httpReader(anvil.rpcUrl, anvil.chainId);
  const provider = new JsonRpcProvider(anvil.rpcUrl, anvil.chainId, { staticNetwork: true });
  await deploySafeContracts({ provider, isLocal: true });
  provider.destroy();
  contracts = safeContractsOn(anvil.chainId)!;
  const creation = createSafeCall(contracts, [owner1, owner2, owner3], 2, 11n);
  safe = createdSafeOf((await send(admin, creation.to, creation.data)).logs, contracts)!;
});

afterAll(async () => {
  await anvil.stop();
});

describe('a contract deployed from a Safe through CreateCall', () => {
  it("lands CreateCall at Safe's canonical address, with the code Safe publishes", async () => {
    expect(contracts.CreateCall).toBe('0x9b35Af71d77eaf8d7e40252370304687390A1A52');
    const code = (await rpc(anvil.rpcUrl, 'eth_getCode', [contracts.CreateCall, 'latest'])) as string;
    // The codeHash @safe-global/safe-deployments publishes for CreateCall 1.4.1.
    expect(keccak256(code)).toBe('0x2b3060c55fcb8275653e99ad511a71f67ba76934ed66a7d74d6e68b52afff889');
  });

  it('deploys a token as the Safe (CREATE): the address its log names and CREATE predicts, owned by the Safe, which mints', async () => {
    const deployment = sharesDeployment('SAFE');
    const tx = deploySafeTx(contracts, deployment, nonce);
    expect(tx).toMatchObject({ to: contracts.CreateCall, value: 0n, operation: OPERATION.delegateCall });
    expect(deploymentOf(tx, contracts)).toEqual({ initCode: deployment.initCode, value: 0n });
    // What the owner checks before signing: a deployment, not a refused delegate call.
    expect(describeSafeTx(tx, contracts.MultiSendCallOnly, contracts.CreateCall)).toEqual([
      expect.objectContaining({ creation: { bytes: (deployment.initCode.length - 2) / 2, salt: null } }),
    ]);
    expect(() => describeSafeTx(tx, contracts.MultiSendCallOnly)).toThrow(/do not sign it/);

    // A Safe's account nonce starts at 1 (EIP-161), so its first creation lands at nonce 1.
    const predicted = predictedDeployment(safe, deployment, 1);
    const receipt = await execute(tx);
    expect(receipt.status).toBe('0x1');
    const token = deployedContractOf(receipt.logs, safe);
    expect(token).toBe(predicted);
    expect(await rpc(anvil.rpcUrl, 'eth_getCode', [token, 'latest'])).not.toBe('0x');
    expect(getAddress(String(await read(token!, 'owner')))).toBe(safe);

    const minted = await execute(
      paymentsSafeTx(
        contracts,
        [{ to: token!, value: 0n, data: SHARES.encodeFunctionData('mint', [owner2, 500n]) }],
        nonce,
      ),
    );
    expect(minted.status).toBe('0x1');
    expect(await read(token!, 'totalSupply')).toBe(500n);
  });

  it('deploys with CREATE2 at the address the salt predicts; a receipt without the event names no contract', async () => {
    const deployment = sharesDeployment('SAFE2', keccak256(toUtf8Bytes('ledgerline-create2')));
    const tx = deploySafeTx(contracts, deployment, nonce);
    expect(deploymentOf(tx, contracts)).toEqual({ ...deployment, value: 0n });
    const receipt = await execute(tx);
    expect(deployedContractOf(receipt.logs, safe)).toBe(predictedDeployment(safe, deployment, 0));
    expect(getAddress(String(await read(predictedDeployment(safe, deployment, 0), 'owner')))).toBe(safe);
    // A plain payment's receipt (ExecutionSuccess only) names no new contract.
    const paid = await execute(paymentsSafeTx(contracts, [{ to: payer, value: 0n, data: '0x' }], nonce));
    expect(deployedContractOf(paid.logs, safe)).toBeNull();
    expect(deploymentOf(paymentsSafeTx(contracts, [{ to: payer, value: 0n, data: '0x' }], 0n), contracts)).toBeNull();
  });
});

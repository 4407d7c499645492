// The platform contract addresses per network and the code check, against a real anvil (chain id
// 4242, so no deployments file applies) and an in-memory IndexedDB.
import 'fake-indexeddb/auto';
import { AbiCoder, getAddress, keccak256 } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { deployToken, receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import { LOCAL_CHAIN_ID } from '@/config/chain';
import { eip1193Reader, type ChainReader } from '@/lib/chain/rpc-client';
import type { ContractDeployment } from '@/lib/db/entities/contract-deployment';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { fingerprintHash, isPlatformCode } from './code-check';
import { stripMetadata } from './strip-metadata';
import { getDeployments } from './contracts';
import {
  chainsWithContracts,
  checkDeployedCode,
  deploymentOf,
  knownContractsOn,
  readContractDeployments,
  recordContractDeployment,
} from './deployments-store';
import {
  assetSharesBytecode,
  assetSharesRuntimeFingerprint,
  distributorBytecode,
  paymentRouterBytecode,
  registryBytecode,
} from './generated/artifacts';

let anvil: Anvil;
let reader: ChainReader;
let deployer: string;
const address: Record<'Registry' | 'PaymentRouter' | 'Distributor', string> = {
  Registry: '',
  PaymentRouter: '',
  Distributor: '',
};

async function deploy(data: string): Promise<string> {
  const receipt = await receiptOf(anvil.rpcUrl, await sendFrom(anvil.rpcUrl, { from: deployer, data }));
  if (!receipt.contractAddress) throw new Error('no contract created');
  return getAddress(receipt.contractAddress);
}

const codeAt = async (at: string) => (await rpc(anvil.rpcUrl, 'eth_getCode', [at, 'latest'])) as string;

beforeAll(async () => {
  anvil = await startAnvil({ args: ['--chain-id', '4242'] });
  reader = eip1193Reader(
    { request: ({ method, params }) => rpc(anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []) },
    4242,
  );
  deployer = ((await rpc(anvil.rpcUrl, 'eth_accounts')) as string[])[0] ?? '';
  address.Registry = await deploy(registryBytecode);
  address.PaymentRouter = await deploy(paymentRouterBytecode);
  address.Distributor = await deploy(distributorBytecode);
});
afterAll(async () => {
  await anvil.stop();
});

describe('checkDeployedCode', () => {
  it('accepts each platform contract at its address, with the keccak256 of the code found', async () => {
    for (const name of ['Registry', 'PaymentRouter', 'Distributor'] as const) {
      const check = await checkDeployedCode(reader, name, address[name].toLowerCase());
      expect(check).toEqual({ ok: true, address: address[name], codeHash: keccak256(await codeAt(address[name])) });
    }
  });

  it('refuses an account without code (an EOA) and says so with the full address and the network', async () => {
    const eoa = getAddress(deployer);
    expect(await checkDeployedCode(reader, 'Registry', eoa)).toEqual({
      ok: false,
      reason: `No contract at ${eoa} on Chain 4242`,
    });
  });

  it('refuses a sibling platform contract and names it', async () => {
    expect(await checkDeployedCode(reader, 'Registry', address.PaymentRouter)).toEqual({
      ok: false,
      reason: `The code at ${address.PaymentRouter} is not Ledgerline's Registry (it is Ledgerline's PaymentRouter)`,
    });
  });

  it('refuses any other contract', async () => {
    const token = getAddress(await deployToken(anvil.rpcUrl, deployer, 'Other', 'OTH', 6));
    expect(await checkDeployedCode(reader, 'Distributor', token)).toEqual({
      ok: false,
      reason: `The code at ${token} is not Ledgerline's Distributor`,
    });
  });

  it('ignores the metadata hash but not a changed instruction', async () => {
    const code = await codeAt(address.Registry);
    const stripped = stripMetadata(code);
    expect(stripped.length).toBeLessThan(code.length);
    expect(code.slice(stripped.length, stripped.length + 4)).toBe('a264'); // CBOR map: "ipfs", "solc"
    // Same instructions, another metadata hash (a build whose comments differ): still the Registry.
    const otherMetadata = `${stripped}${code.slice(stripped.length).replace(/1220([0-9a-f]{4})/, '1220ffff')}`;
    expect(otherMetadata).not.toBe(code);
    const twin = '0x00000000000000000000000000000000000b0b01';
    await rpc(anvil.rpcUrl, 'anvil_setCode', [twin, otherMetadata]);
    expect((await checkDeployedCode(reader, 'Registry', twin)).ok).toBe(true);
    // One byte of the instructions changed: refused.
    const patched = `${code.slice(0, 20)}${code.slice(20, 22) === '00' ? '01' : '00'}${code.slice(22)}`;
    const mutant = '0x00000000000000000000000000000000000b0b02';
    await rpc(anvil.rpcUrl, 'anvil_setCode', [mutant, patched]);
    expect(await checkDeployedCode(reader, 'Registry', mutant)).toEqual({
      ok: false,
      reason: `The code at ${getAddress(mutant)} is not Ledgerline's Registry`,
    });
  });

  it('leaves code without metadata as it is, and refuses malformed code', () => {
    expect(stripMetadata('0x6000')).toBe('0x6000');
    expect(stripMetadata('0x')).toBe('0x');
    expect(isPlatformCode('Registry', '0x')).toBe(false);
    expect(isPlatformCode('Registry', 'not hex')).toBe(false);
  });

  it('zeroes immutables: two AssetShares with different constructor values share one fingerprint', async () => {
    const coder = AbiCoder.defaultAbiCoder();
    const args = (cap: bigint) =>
      coder
        .encode(['string', 'string', 'uint256', 'string', 'address'], ['Shares', 'SHR', cap, 'ipfs://x', deployer])
        .slice(2);
    const one = await codeAt(await deploy(`${assetSharesBytecode}${args(1000n)}`));
    const two = await codeAt(await deploy(`${assetSharesBytecode}${args(2000n)}`));
    expect(one).not.toBe(two); // the cap is an immutable, spliced into the runtime code
    expect(assetSharesRuntimeFingerprint.immutables.length).toBeGreaterThan(0);
    expect(fingerprintHash(one, assetSharesRuntimeFingerprint.immutables)).toBe(assetSharesRuntimeFingerprint.hash);
    expect(fingerprintHash(two, assetSharesRuntimeFingerprint.immutables)).toBe(assetSharesRuntimeFingerprint.hash);
  });
});

describe('platform addresses per network', () => {
  const row = (
    chainId: number,
    name: ContractDeployment['name'],
    at: string,
    source: ContractDeployment['source'],
  ): ContractDeployment => ({
    id: `${chainId}:${name}`,
    chainId,
    name,
    address: at,
    codeHash: `0x${'1'.repeat(64)}`,
    source,
    txHash: null,
    recordedAt: '2025-01-01T00:00:00.000Z',
  });

  it('uses the workspace rows, else the local chain’s deployments file, per contract', () => {
    const file = getDeployments(LOCAL_CHAIN_ID);
    expect(file?.Registry).toBeTruthy();
    const local = knownContractsOn(LOCAL_CHAIN_ID, [
      row(LOCAL_CHAIN_ID, 'Distributor', address.Distributor, 'entered'),
    ]);
    expect(local.Registry).toEqual({ name: 'Registry', address: file?.Registry, source: 'file', txHash: null });
    expect(local.Distributor?.source).toBe('entered');
    expect(knownContractsOn(4242, [])).toEqual({});
    const other = knownContractsOn(4242, [row(4242, 'Registry', address.Registry, 'deployed')]);
    expect(deploymentOf(other)).toEqual({ Registry: address.Registry });
    expect(
      chainsWithContracts([
        row(4242, 'Registry', address.Registry, 'deployed'),
        row(10, 'Registry', address.Registry, 'entered'),
      ]),
    ).toEqual([10, 4242, LOCAL_CHAIN_ID].sort((a, b) => a - b));
  });

  it('records a checked address in the workspace, replacing the previous one', async () => {
    const db = new WorkspaceDb(`deployments-${crypto.randomUUID()}`);
    try {
      const check = await checkDeployedCode(reader, 'PaymentRouter', address.PaymentRouter);
      if (!check.ok) throw new Error(check.reason);
      const hash = `0x${'AB'.repeat(32)}`;
      await recordContractDeployment(
        db,
        { chainId: 4242, name: 'PaymentRouter', check, source: 'deployed', txHash: hash },
        '2025-02-03T04:05:06.000Z',
      );
      await recordContractDeployment(
        db,
        { chainId: 4242, name: 'PaymentRouter', check, source: 'entered', txHash: null },
        '2025-02-04T04:05:06.000Z',
      );
      const { records, corrupt } = await readContractDeployments(db);
      expect(corrupt).toEqual([]);
      expect(records).toEqual([
        {
          id: '4242:PaymentRouter',
          chainId: 4242,
          name: 'PaymentRouter',
          address: address.PaymentRouter,
          codeHash: check.codeHash,
          source: 'entered',
          txHash: null,
          recordedAt: '2025-02-04T04:05:06.000Z',
        },
      ]);
    } finally {
      db.close();
      await db.delete();
    }
  });
});

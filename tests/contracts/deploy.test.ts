import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Contract, JsonRpcProvider, keccak256, Wallet } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEPLOYMENTS_PATH, deployAll } from '../../scripts/lib/deploy.mjs';
import { ANVIL_ACCOUNT0_KEY } from '../../scripts/lib/local-chain.mjs';
import { SAFE_CONTRACTS } from '../../scripts/lib/deploy-safe.mjs';
import { LOCAL_CHAIN_ID, LOCAL_CONTRACT_ADDRESS } from '@/config/chain';
import {
  distributorRuntimeCodeHash,
  paymentRouterRuntimeCodeHash,
  registryRuntimeCodeHash,
} from '@/lib/contracts/generated/artifacts';
import { startAnvil, type Anvil } from '../../scripts/lib/anvil.mjs';
import { httpReader } from '@/lib/chain/rpc-client';
import { localTokenAbi } from '@/lib/contracts/generated/artifacts';
import { feedFor, feedsOn } from '@/lib/price-feeds/feed-directory';
import { feedPriceNow } from '@/lib/price-feeds/feed-prices';

const run = promisify(execFile);
const DEPLOY_SCRIPT = join(import.meta.dirname, '../../scripts/deploy.mjs');
const ACCOUNT0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Safe's contracts come last, from an address of their own (scripts/lib/deploy-safe.mjs). */
const SAFE_KEYS = SAFE_CONTRACTS.map((contract) => contract.key);
const OTHER_CHAIN = { '1': { Registry: '0x1111111111111111111111111111111111111111' } };

describe('deployAll / scripts/deploy.mjs', () => {
  let dir: string;
  const running: Anvil[] = [];
  const fresh = async (args: string[] = []) => {
    const anvil = await startAnvil({ args });
    running.push(anvil);
    return anvil;
  };
  const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerline-deploy-'));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((anvil) => anvil.stop()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('deploys Registry first at the fixed address, then PaymentRouter and Distributor, keeping other chains', async () => {
    const anvil = await fresh();
    const path = join(dir, 'first.json');
    writeFileSync(path, JSON.stringify(OTHER_CHAIN));
    const result = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: path });
    expect(result).toMatchObject({
      chainId: LOCAL_CHAIN_ID,
      deployer: ACCOUNT0,
      deployed: [
        'Registry',
        'PaymentRouter',
        'Distributor',
        'PriceFeed:ETH/USD',
        'Token:TUSD',
        'PriceFeed:TUSD/USD',
        'Workspaces',
        'PriceFeed:ETH/GBP',
        'PriceFeed:ETH/EUR',
        ...SAFE_KEYS,
      ],
      reused: [],
    });
    expect(result.addresses.Registry).toBe(LOCAL_CONTRACT_ADDRESS);
    const provider = new JsonRpcProvider(anvil.rpcUrl, LOCAL_CHAIN_ID, { staticNetwork: true });
    expect(keccak256(await provider.getCode(LOCAL_CONTRACT_ADDRESS))).toBe(registryRuntimeCodeHash);
    expect(keccak256(await provider.getCode(result.addresses.PaymentRouter!))).toBe(paymentRouterRuntimeCodeHash);
    expect(keccak256(await provider.getCode(result.addresses.Distributor!))).toBe(distributorRuntimeCodeHash);
    provider.destroy();
    expect(readJson(path)).toEqual({ ...OTHER_CHAIN, [LOCAL_CHAIN_ID]: result.addresses });
    expect(Object.keys(readJson(path)[LOCAL_CHAIN_ID]!)).toEqual([
      'Registry',
      'PaymentRouter',
      'Distributor',
      'PriceFeed:ETH/EUR',
      'PriceFeed:ETH/GBP',
      'PriceFeed:ETH/USD',
      'PriceFeed:TUSD/USD',
      ...[...SAFE_KEYS].sort(),
      'Token:TUSD',
      'Workspaces',
    ]);
    // The committed deployments file pins these nonce-based addresses: the pound and euro feeds came last.
    expect(result.addresses).toEqual(readJson(DEFAULT_DEPLOYMENTS_PATH)[LOCAL_CHAIN_ID]);
  });

  it('deploys the local test dollar (TUSD) with a TUSD/USD feed at 1.00, at the addresses the app feed directory reads', async () => {
    const anvil = await fresh();
    const result = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: join(dir, 'tokens.json') });
    const token = result.addresses['Token:TUSD']!;
    // The committed deployments file (read by the app) holds the same addresses a fresh chain gets.
    expect(feedsOn(LOCAL_CHAIN_ID).map((feed) => [feed.pair, feed.address])).toEqual([
      ['ETH/EUR', result.addresses['PriceFeed:ETH/EUR']],
      ['ETH/GBP', result.addresses['PriceFeed:ETH/GBP']],
      ['ETH/USD', result.addresses['PriceFeed:ETH/USD']],
      ['TUSD/USD', result.addresses['PriceFeed:TUSD/USD']],
    ]);
    const feed = feedFor(`${LOCAL_CHAIN_ID}:${token.toLowerCase()}`, 'USD');
    expect(feed?.pair).toBe('TUSD/USD');
    const reader = httpReader(anvil.rpcUrl, LOCAL_CHAIN_ID);
    const now = await feedPriceNow(reader, feed!, new Date());
    expect(now).toMatchObject({ price: '1', feed: result.addresses['PriceFeed:TUSD/USD'], stale: false });
    const provider = new JsonRpcProvider(anvil.rpcUrl, LOCAL_CHAIN_ID, { staticNetwork: true });
    const tusd = new Contract(token, localTokenAbi, provider);
    expect([
      await tusd.getFunction('symbol')(),
      await tusd.getFunction('decimals')(),
      await tusd.getFunction('name')(),
    ]).toEqual(['TUSD', 6n, 'Test Dollar']);
    provider.destroy();
  });

  it('reuses everything on a second run without sending a transaction', async () => {
    const anvil = await fresh();
    const path = join(dir, 'twice.json');
    const first = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: path });
    const fileAfterFirst = readFileSync(path, 'utf8');
    const provider = new JsonRpcProvider(anvil.rpcUrl, LOCAL_CHAIN_ID, { staticNetwork: true });
    const nonce = await provider.getTransactionCount(ACCOUNT0);
    const second = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: path });
    expect(second.deployed).toEqual([]);
    expect(second.reused).toEqual([
      'Registry',
      'PaymentRouter',
      'Distributor',
      'PriceFeed:ETH/USD',
      'Token:TUSD',
      'PriceFeed:TUSD/USD',
      'Workspaces',
      'PriceFeed:ETH/GBP',
      'PriceFeed:ETH/EUR',
      ...SAFE_KEYS,
    ]);
    expect(second.addresses).toEqual(first.addresses);
    expect(await provider.getTransactionCount(ACCOUNT0)).toBe(nonce);
    provider.destroy();
    expect(readFileSync(path, 'utf8')).toBe(fileAfterFirst);
  });

  it('redeploys a contract whose recorded address holds other code, and finds an unrecorded Registry', async () => {
    const anvil = await fresh();
    const path = join(dir, 'stale.json');
    const first = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: path });
    // Record the Distributor's address for the PaymentRouter, and forget the Registry.
    writeFileSync(
      path,
      JSON.stringify({
        [LOCAL_CHAIN_ID]: { PaymentRouter: first.addresses.Distributor, Distributor: first.addresses.Distributor },
      }),
    );
    const second = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: path });
    // The feed was not recorded in the rewritten file, so a new one is deployed.
    expect(second.deployed).toEqual([
      'PaymentRouter',
      'PriceFeed:ETH/USD',
      'Token:TUSD',
      'PriceFeed:TUSD/USD',
      'Workspaces',
      'PriceFeed:ETH/GBP',
      'PriceFeed:ETH/EUR',
    ]);
    // Safe's contracts sit at their canonical (CREATE2) addresses, found whether recorded or not.
    expect(second.reused).toEqual(['Registry', 'Distributor', ...SAFE_KEYS]);
    expect(second.addresses.Registry).toBe(LOCAL_CONTRACT_ADDRESS);
    expect(second.addresses.PaymentRouter).not.toBe(first.addresses.Distributor);
  });

  it('refuses to deploy the Registry off the fixed address when account 0 has already transacted', async () => {
    const anvil = await fresh();
    const provider = new JsonRpcProvider(anvil.rpcUrl, LOCAL_CHAIN_ID, { staticNetwork: true });
    await (await new Wallet(ANVIL_ACCOUNT0_KEY, provider).sendTransaction({ to: ACCOUNT0, value: 1n })).wait();
    provider.destroy();
    await expect(deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: join(dir, 'used.json') })).rejects.toThrow(
      /must be the first deployment .* restart anvil/,
    );
  });

  it('requires a key on other chains, and deploys with one', async () => {
    const anvil = await fresh(['--chain-id', '1337']);
    const path = join(dir, 'other.json');
    await expect(deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: path })).rejects.toThrow(
      /chain 1337 .*DEPLOYER_KEY/,
    );
    const result = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentsPath: path, privateKey: ANVIL_ACCOUNT0_KEY });
    expect(result.chainId).toBe(1337);
    expect(Object.keys(readJson(path))).toEqual(['1337']);
  });

  it('runs as a script: deploys, then reuses, and exits 1 with a clear message without DEPLOYER_KEY off the local chain', async () => {
    const anvil = await fresh();
    const path = join(dir, 'script.json');
    const env = { ...process.env, RPC_URL: anvil.rpcUrl, DEPLOYMENTS_PATH: path };
    const first = await run(process.execPath, [DEPLOY_SCRIPT], { env });
    expect(first.stdout).toContain(`Registry: deployed at ${LOCAL_CONTRACT_ADDRESS}`);
    expect(first.stdout).toContain(`chain ${LOCAL_CHAIN_ID}: deployed 15, reused 0`);
    const second = await run(process.execPath, [DEPLOY_SCRIPT], { env });
    expect(second.stdout).toContain(`chain ${LOCAL_CHAIN_ID}: deployed 0, reused 15`);

    const other = await fresh(['--chain-id', '1337']);
    const failing = run(process.execPath, [DEPLOY_SCRIPT], {
      env: { ...env, RPC_URL: other.rpcUrl, DEPLOYER_KEY: '' },
    });
    await expect(failing).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('set DEPLOYER_KEY') });
  });
});

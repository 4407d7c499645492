// The chain and workspace the Auto Distribution anvil tests share (run-distribution*.anvil.test.ts).
import 'fake-indexeddb/auto';
import { AbiCoder, getAddress, Interface, keccak256, toUtf8Bytes } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../../../scripts/lib/anvil.mjs';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { waitForReceipt } from '@/lib/chain/wait-for-receipt';
import { assetSharesAbi, assetSharesBytecode, distributorBytecode } from '@/lib/contracts/generated/artifacts';
import type { Asset } from '@/lib/money/asset';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { buildPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { checkRecipients, type ShareMode } from '@/platform/features/autodistribution/model/recipients';
import { createRun } from './distribution-store';
import type { RunContext } from './run-distribution';

export const CHAIN = 4545;
export const ETH: Asset = { chainId: CHAIN, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
export const SHARES = new Interface(assetSharesAbi);
// Live bindings: set by the hooks startDistributionChain registers, read by the tests.
export let anvil: Anvil;
export let sender: string;
export let distributor: string;
export let db: WorkspaceDb;
let snapshot: unknown;

/** Fresh addresses with no balance, so a balance equals what the distribution paid. */
export const fresh = (count: number, salt: string) =>
  Array.from({ length: count }, (_, i) => getAddress(keccak256(toUtf8Bytes(`${salt}:${i}`)).slice(0, 42)));

/** A wallet straight to anvil; `refuse` declines an eth_sendTransaction (4001) when it returns true. */
export function wallet(
  sent: unknown[],
  refuse: (tx: { data?: string }, count: number) => boolean = () => false,
): Eip1193Provider {
  return {
    async request({ method, params }) {
      const list = (params as unknown[] | undefined) ?? [];
      if (method === 'eth_sendTransaction') {
        if (refuse(list[0] as { data?: string }, sent.length))
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        sent.push(list[0]);
      }
      return rpc(anvil.rpcUrl, method, list);
    },
  };
}

export const ctxOf = (provider: Eip1193Provider): RunContext => ({
  db,
  provider,
  reader: eip1193Reader(provider, CHAIN),
  account: sender,
  now: () => new Date('2026-03-01T00:00:00Z'),
  pollMs: 20,
});

/** Sends from anvil's unlocked account and waits for the receipt (automine answers with the hash as the block is sealed; the receipt can trail it by a moment). */
export async function mineTx(tx: Record<string, unknown>) {
  const hash = (await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: sender, ...tx }])) as string;
  return waitForReceipt(eip1193Reader(wallet([]), CHAIN), hash, 10);
}

export async function deploy(data: string): Promise<string> {
  return getAddress((await mineTx({ data })).contractAddress ?? '');
}

export async function balance(address: string, token?: string): Promise<bigint> {
  if (!token) return BigInt((await rpc(anvil.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);
  const data = (await rpc(anvil.rpcUrl, 'eth_call', [
    { to: token, data: SHARES.encodeFunctionData('balanceOf', [address]) },
    'latest',
  ])) as string;
  return BigInt(data);
}

export async function newRun(asset: Asset, mode: ShareMode, rows: [string, string][], total = 0n) {
  const check = checkRecipients(
    rows.map(([address, share], i) => ({ address, share, line: i + 1 })),
    mode,
    asset.decimals,
  );
  if (!check.ok) throw new Error(JSON.stringify(check));
  const plan = buildPlan(mode, check.recipients, total);
  const run = await createRun(db, {
    id: crypto.randomUUID(),
    sender,
    distributor,
    asset,
    plan,
    templateId: null,
    postAs: 'expense',
    accountCode: '6900',
    blockGasLimit: 30_000_000n,
    now: '2026-03-01T00:00:00.000Z',
  });
  return { run, plan };
}

export async function deployShares(): Promise<Asset> {
  const args = AbiCoder.defaultAbiCoder().encode(
    ['string', 'string', 'uint256', 'string', 'address'],
    ['Acme Shares', 'ACME', 10n ** 30n, '', sender],
  );
  const token = await deploy(assetSharesBytecode + args.slice(2));
  await mineTx({ to: token, data: SHARES.encodeFunctionData('mint', [sender, 10n ** 24n]) });
  return { chainId: CHAIN, kind: 'erc20', address: token, symbol: 'ACME', decimals: 18, name: 'Acme Shares' };
}

/** Starts anvil (chain 4545) with the distributor deployed, and a fresh workspace and chain snapshot per test. */
export function startDistributionChain(): void {
  beforeAll(async () => {
    anvil = await startAnvil({ args: ['--chain-id', String(CHAIN)] });
    sender = getAddress(((await rpc(anvil.rpcUrl, 'eth_accounts')) as string[])[0] ?? '');
    distributor = await deploy(distributorBytecode);
  });
  afterAll(async () => {
    await anvil.stop();
  });
  beforeEach(async () => {
    snapshot = await rpc(anvil.rpcUrl, 'evm_snapshot');
    db = new WorkspaceDb(`distribution-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    db.close();
    await db.delete();
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);
    await rpc(anvil.rpcUrl, 'evm_revert', [snapshot]);
  });
}

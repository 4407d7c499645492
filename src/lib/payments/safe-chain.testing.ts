// The chain the Safe payment tests share: anvil with Safe 1.4.1 deployed from Safe's npm artifacts
// (scripts/lib/deploy-safe.mjs), a 2-of-3 Safe of `owners` created by `creator` holding 10 ETH and
// 1,000 of a 6-decimal test token (EURC).
import { getAddress, JsonRpcProvider, parseEther } from 'ethers';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { deploySafeContracts } from '../../../scripts/lib/deploy-safe.mjs';
import { deployToken, mintToken, receiptOf, sendFrom } from '../../../tests/fixtures/chain-actions';
import { httpReader, type ChainReader } from '@/lib/chain/rpc-client';
import type { DistributionRun } from '@/lib/db/entities/distribution';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { parseRecord } from '@/lib/db/records';
import type { Asset } from '@/lib/money/asset';
import { createdSafeOf, createSafeCall } from '@/lib/safe/create-safe';
import { readSafe, type SafeState } from '@/lib/safe/read-safe';
import { safeContractsOn, type SafeContracts } from '@/lib/safe/safe-contracts';
import type { SafeActionContext } from '@/lib/safe/safe-actions';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';

/** The payment tests' cast (deployer, the Safe's three owners, a payer and an Approver): lib/safe's. */
export { SAFE_CAST } from '@/lib/safe/safe-cast.testing';

export interface SafeChain {
  readonly anvil: Anvil;
  readonly reader: ChainReader;
  readonly contracts: SafeContracts;
  readonly safe: string;
  /** The test token the Safe holds (6 decimals). */
  readonly token: string;
}

/**
 * On the chain at `url`: Safe's contracts deployed and a 2-of-N Safe of `owners` created by `creator`
 * holding `eth` wei (`salt` keeps Safes of one chain apart).
 */
export async function createTestSafe(
  url: string,
  owners: readonly string[],
  creator: string,
  salt: bigint,
  eth: bigint,
): Promise<{ contracts: SafeContracts; safe: string }> {
  const provider = new JsonRpcProvider(url, 31337, { staticNetwork: true });
  await deploySafeContracts({ provider, isLocal: true });
  provider.destroy();
  const contracts = safeContractsOn(31337)!;
  const creation = createSafeCall(contracts, [...owners], 2, salt);
  const created = await receiptOf(url, await sendFrom(url, { from: creator, ...creation }));
  const safe = createdSafeOf((created as unknown as { logs: never[] }).logs, contracts)!;
  await sendFrom(url, { from: creator, to: safe, value: eth });
  return { contracts, safe };
}

/** The Safe as the workspace's treasury wallet on the local chain. */
export const treasurySafeRecord = (address: string): TreasuryWallet =>
  parseRecord('treasuryWallets', {
    id: 'safe',
    label: 'Treasury Safe',
    address,
    chainId: 31337,
    createdAt: new Date().toISOString(),
    revision: 1,
  });

/** Starts anvil with Safe's contracts and a funded 2-of-3 Safe (`salt` keeps Safes of one chain apart). */
export async function startSafeChain(owners: readonly string[], creator: string, salt: bigint): Promise<SafeChain> {
  const anvil = await startAnvil();
  const reader = httpReader(anvil.rpcUrl, anvil.chainId);
  const { contracts, safe } = await createTestSafe(anvil.rpcUrl, owners, creator, salt, parseEther('10'));
  const token = getAddress(await deployToken(anvil.rpcUrl, creator, 'Euro Coin', 'EURC', 6));
  await mintToken(anvil.rpcUrl, token, creator, safe, 1_000_000_000n);
  return { anvil, reader, contracts, safe, token };
}

/** A run as Auto Distribution records it on Pay (fixed amounts, nothing sent), batches as given. */
export function safeRunRecord(input: {
  id: string;
  sender: string;
  distributor: string;
  asset: Asset;
  payments: readonly [string, bigint][];
  batches: readonly [number, number][];
}): DistributionRun {
  const { asset, payments, batches } = input;
  const now = new Date().toISOString();
  return parseRecord('distributionRuns', {
    id: input.id,
    chainId: asset.chainId,
    sender: input.sender,
    distributor: input.distributor,
    asset,
    mode: 'fixed',
    templateId: null,
    postAs: 'expense',
    accountCode: '6900',
    payments: payments.map(([address, units]) => ({ address, units: units.toString() })),
    total: payments.reduce((sum, [, units]) => sum + units, 0n).toString(),
    approval: { status: asset.kind === 'erc20' ? 'waiting' : 'not-needed', hash: null },
    batches: batches.map(([start, end], index) => ({
      index,
      start,
      end,
      status: 'waiting',
      hash: null,
      nonce: null,
      blockNumber: null,
    })),
    status: 'running',
    message: '',
    createdAt: now,
    updatedAt: now,
  });
}

/** The node's own unlocked accounts as a wallet (every owner and Approver of the tests). */
export const nodeWallet = (url: string): Eip1193Provider =>
  ({
    request: async ({ method, params }) => rpc(url, method, (params ?? []) as unknown[]),
  }) as Eip1193Provider;

/** The Safe as the chain has it now. */
export async function safeStateOf(reader: ChainReader, address: string): Promise<SafeState> {
  const read = await readSafe(reader, address);
  if (!read.ok) throw new Error(read.reason);
  return read.safe;
}

/**
 * Acting on `safe` as its owners on the node at `url`: `ctxOf(owner)` is an owner's context (the
 * node signs for every unlocked account), `safeNow()` the Safe as the chain has it now (nonce,
 * owners), `reader` the node's reader.
 */
export function safeOwners(db: WorkspaceDb, url: string, safe: string) {
  const reader = httpReader(url, 31337);
  const provider = nodeWallet(url);
  return {
    reader,
    ctxOf: (account: string): SafeActionContext => ({
      db,
      provider,
      reader,
      account,
      now: () => new Date(),
      newId: () => crypto.randomUUID(),
    }),
    safeNow: (): Promise<SafeState> => safeStateOf(reader, safe),
  };
}

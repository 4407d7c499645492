// The chain and workspace the tokenization anvil tests share (tokens*.anvil.test.ts).
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../../../scripts/lib/anvil.mjs';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { checkSharesDraft } from '@/platform/features/tokens/model/shares-form';
import type { TxStep } from '@/lib/chain/tx-steps';
import { createShares } from './deploy-token';
import type { WalletContext } from '@/lib/chain/send-wallet-tx';

export const CHAIN = 4343;
// Live bindings: set by the hooks startTokensChain registers, read by the tests.
export let anvil: Anvil;
export let accounts: string[];
export let db: WorkspaceDb;
let snapshot: unknown;

/** A wallet straight to anvil for `from`, counting what it was asked to sign. */
export function wallet(sent: string[] = []): Eip1193Provider {
  return {
    async request({ method, params }) {
      if (method === 'eth_sendTransaction') sent.push(method);
      return rpc(anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []);
    },
  };
}

export function context(account: string, provider = wallet()): WalletContext {
  return { db, provider, reader: eip1193Reader(provider, CHAIN), account, now: () => new Date('2026-03-01T00:00:00Z') };
}

export const shares = (whole: bigint) => whole * 10n ** 18n;

export async function deployAcme(ctx: WalletContext) {
  const draft = checkSharesDraft({
    name: 'Acme Shares',
    symbol: 'ACME',
    cap: '1000',
    holders: [
      { address: accounts[1]!, amount: '600' },
      { address: accounts[2]!, amount: '150.5' },
    ],
  });
  if (!draft.ok) throw new Error(JSON.stringify(draft.errors));
  const steps: [string, TxStep['phase']][] = [];
  const outcome = await createShares(ctx, draft.value, (key, step) => steps.push([key, step.phase]));
  if (!outcome.ok) throw new Error(outcome.message);
  return { token: outcome.token, steps };
}

/** Starts anvil (chain 4343), and a fresh workspace and chain snapshot per test. */
export function startTokensChain(): void {
  beforeAll(async () => {
    anvil = await startAnvil({ args: ['--chain-id', String(CHAIN)] });
    accounts = ((await rpc(anvil.rpcUrl, 'eth_accounts')) as string[]).map((a) => getAddress(a));
  });
  afterAll(async () => {
    await anvil.stop();
  });
  beforeEach(async () => {
    snapshot = await rpc(anvil.rpcUrl, 'evm_snapshot');
    db = new WorkspaceDb(`tokens-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    db.close();
    await db.delete();
    await rpc(anvil.rpcUrl, 'evm_revert', [snapshot]);
  });
}

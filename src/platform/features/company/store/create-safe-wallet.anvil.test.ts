// Creating a Safe from Company → Wallets against a real anvil with Safe 1.4.1 deployed from Safe's
// npm artifacts: the draft checked, the factory call sent through lib/chain's sender, the new Safe
// recorded as a treasury wallet and read back from the chain as a 2-of-3 Safe.
import 'fake-indexeddb/auto';
import { JsonRpcProvider, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../../../scripts/lib/anvil.mjs';
import { deploySafeContracts } from '../../../../../scripts/lib/deploy-safe.mjs';
import { ANVIL_KEYS } from '../../../../../scripts/lib/local-chain.mjs';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { WalletContext } from '@/lib/chain/send-wallet-tx';
import type { WalletTxStep } from '@/lib/chain/tx-steps';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { readSafe } from '@/lib/safe/read-safe';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { checkSafeDraft } from '@/platform/features/company/model/safe-form';
import { createSafeWallet } from './create-safe-wallet';
import { readWallets } from './company-store';

let anvil: Anvil;
let db: WorkspaceDb;
const [admin, owner2, owner3] = ANVIL_KEYS.slice(0, 3).map((key) => new Wallet(key).address) as [
  string,
  string,
  string,
];

beforeAll(async () => {
  anvil = await startAnvil();
  const provider = new JsonRpcProvider(anvil.rpcUrl, anvil.chainId, { staticNetwork: true });
  await deploySafeContracts({ provider, isLocal: true });
  provider.destroy();
  db = new WorkspaceDb(`create-safe-${crypto.randomUUID()}`);
});

afterAll(async () => {
  db.close();
  await anvil.stop();
});

describe('Create a Safe', () => {
  it('sends the creation through the sender, records the Safe as a treasury wallet, and reads it back', async () => {
    const provider: Eip1193Provider = {
      request: ({ method, params }) => rpc(anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []),
    };
    const ctx: WalletContext = {
      db,
      provider,
      reader: eip1193Reader(provider, anvil.chainId),
      account: admin,
      now: () => new Date('2026-11-28T12:00:00Z'),
    };
    const checked = checkSafeDraft(
      { label: 'Treasury', owners: `${admin}\n${owner2}, ${owner3}`, threshold: '2' },
      anvil.chainId,
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const steps: WalletTxStep['phase'][] = [];
    const outcome = await createSafeWallet(ctx, checked.request, (step) => steps.push(step.phase));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(steps).toEqual(['checking', 'signing', 'pending']);
    const stored = await readWallets(db);
    expect(stored.records).toMatchObject([
      { label: 'Treasury', address: outcome.wallet.address, chainId: anvil.chainId },
    ]);
    const read = await readSafe(ctx.reader, outcome.wallet.address);
    expect(read).toMatchObject({ ok: true, safe: { version: '1.4.1', owners: [admin, owner2, owner3], threshold: 2 } });
  });

  it('refuses a bad draft on its fields, and a network without Safe', () => {
    expect(checkSafeDraft({ label: '', owners: `${admin}\nnope`, threshold: '1' }, 31337)).toEqual({
      ok: false,
      errors: { label: 'Enter a label', owners: expect.stringContaining('nope: ') },
    });
    expect(checkSafeDraft({ label: 'T', owners: `${admin}\n${owner2}`, threshold: '3' }, 31337)).toEqual({
      ok: false,
      errors: { threshold: 'The threshold must be between 1 and 2 (the number of owners).' },
    });
    expect(checkSafeDraft({ label: 'T', owners: `${admin}\n${admin.toLowerCase()}`, threshold: '1' }, 31337)).toEqual({
      ok: false,
      errors: { owners: `${admin} is listed twice.` },
    });
    expect(checkSafeDraft({ label: 'T', owners: admin, threshold: '1' }, 123_456_789_123)).toMatchObject({
      ok: false,
      errors: { network: expect.stringMatching(/^Safe's contracts are not deployed on /) },
    });
  });
});

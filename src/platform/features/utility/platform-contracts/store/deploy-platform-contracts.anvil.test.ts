// Self-deploy against a real anvil (chain 4242) and an in-memory workspace: all three recorded with
// pending rows for the Success page, a second run skips them, a wallet rejection records nothing for
// the declined contract and leaves the later ones untouched.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../../../../scripts/lib/anvil.mjs';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { knownContractsOn } from '@/lib/contracts/deployments-store';
import type { PlatformContractName } from '@/lib/db/entities/contract-deployment';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { TxStep } from '@/lib/chain/tx-steps';
import { deployPlatformContracts } from './deploy-platform-contracts';

let anvil: Anvil;
let account: string;
let db: WorkspaceDb;
let snapshot: unknown;

/** A wallet straight to anvil that declines the `declineAt`-th eth_sendTransaction (1-based). */
function wallet(declineAt = 0): Eip1193Provider {
  let sends = 0;
  return {
    async request({ method, params }) {
      if (method === 'eth_sendTransaction' && ++sends === declineAt)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return rpc(anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []);
    },
  };
}

async function run(provider: Eip1193Provider) {
  const steps: [PlatformContractName, TxStep['phase']][] = [];
  const reader = eip1193Reader(provider, 4242);
  const known = knownContractsOn(4242, await db.contractDeployments.toArray());
  const outcome = await deployPlatformContracts({
    db,
    provider,
    reader,
    account,
    known,
    now: () => new Date('2025-03-01T00:00:00Z'),
    onStep: (name, step) => steps.push([name, step.phase]),
  });
  return { outcome, steps };
}

beforeAll(async () => {
  anvil = await startAnvil({ args: ['--chain-id', '4242'] });
  account = getAddress(((await rpc(anvil.rpcUrl, 'eth_accounts')) as string[])[0] ?? '');
});
afterAll(async () => {
  await anvil.stop();
});
beforeEach(async () => {
  snapshot = await rpc(anvil.rpcUrl, 'evm_snapshot');
  db = new WorkspaceDb(`deploy-${crypto.randomUUID()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
  await rpc(anvil.rpcUrl, 'evm_revert', [snapshot]);
});

describe('deployPlatformContracts', () => {
  it('deploys the three in order, records each once its code is checked, then skips them', async () => {
    const first = await run(wallet());
    expect(first.outcome).toEqual({ ok: true });
    expect(first.steps.filter(([name]) => name === 'Registry').map(([, phase]) => phase)).toEqual([
      'signing',
      'pending',
      'mined',
      'checked',
    ]);
    const rows = await db.contractDeployments.orderBy('id').toArray();
    expect(rows.map((row) => [row.name, row.source, row.chainId])).toEqual([
      ['Distributor', 'deployed', 4242],
      ['PaymentRouter', 'deployed', 4242],
      ['Registry', 'deployed', 4242],
    ]);
    for (const row of rows) expect(await rpc(anvil.rpcUrl, 'eth_getCode', [row.address, 'latest'])).not.toBe('0x');
    const sent = await db.chainTransactions.toArray();
    expect(sent.map((tx) => [tx.kind, tx.to, tx.direction, tx.hash]).sort()).toEqual(
      rows.map((row) => ['contract-creation', null, 'out', row.txHash]).sort(),
    );

    const second = await run(wallet());
    expect(second.outcome).toEqual({ ok: true });
    expect(second.steps.map(([, phase]) => phase)).toEqual([
      'verifying',
      'skipped',
      'verifying',
      'skipped',
      'verifying',
      'skipped',
    ]);
  });

  it('stops at a declined signature: nothing recorded for it, later contracts not started', async () => {
    const { outcome, steps } = await run(wallet(2));
    expect(outcome).toEqual({
      ok: false,
      message:
        'You declined the PaymentRouter deployment in your wallet: nothing was sent for it and nothing is recorded.',
    });
    expect(steps.slice(-3)).toEqual([
      ['PaymentRouter', 'signing'],
      ['PaymentRouter', 'failed'],
      ['Distributor', 'stopped'],
    ]);
    expect((await db.contractDeployments.toArray()).map((row) => row.name)).toEqual(['Registry']);
    expect(await db.chainTransactions.count()).toBe(1);
  });

  it('deploys again over a recorded address that has no code any more (a reset chain)', async () => {
    await run(wallet());
    const before = await db.contractDeployments.get('4242:Registry');
    await rpc(anvil.rpcUrl, 'anvil_setCode', [before?.address, '0x']);
    const { outcome, steps } = await run(wallet());
    expect(outcome).toEqual({ ok: true });
    expect(steps.filter(([name]) => name === 'Registry').map(([, phase]) => phase)).toEqual([
      'verifying',
      'signing',
      'pending',
      'mined',
      'checked',
    ]);
    expect((await db.contractDeployments.get('4242:Registry'))?.address).not.toBe(before?.address);
  });
});

// The team workspace's transactions through lib/chain's sender, on a real anvil with the sync
// engine and an in-memory workspace: a write leaves its pending row the moment the hash exists and
// resolves once mined (the engine then confirms the row); a write the sync engine marks replaced or
// dropped fails in words instead of waiting for ever; the contract's refusal is said before signing,
// with nothing sent; two writes from one wallet at once take one nonce each.
import 'fake-indexeddb/auto';
import { getAddress, hexlify, randomBytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../scripts/lib/anvil.mjs';
import { receiptOf, sendFrom, withoutAutomine as automineOff } from '../../../tests/fixtures/chain-actions';
import { providerFor, syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { markDropped } from '@/lib/chain/sync/sync-store';
import { workspacesAt } from '@/lib/contracts/contracts';
import { workspacesBytecode } from '@/lib/contracts/generated/artifacts';
import { chainTransactionId } from '@/lib/db/entities/chain-transaction';
import { sendTeamTx, teamTxMemo, TeamTxError, type TeamSendContext, type TeamTxProgress } from './team-send';

const chain = syncOnAnvil('team-send');

/** Deploys the Workspaces contract from the first account; resolves with its address. */
async function deployWorkspaces(): Promise<string> {
  const hash = await sendFrom(chain.anvil.rpcUrl, { from: chain.accounts[0]!, data: workspacesBytecode });
  return getAddress((await receiptOf(chain.anvil.rpcUrl, hash)).contractAddress!);
}

/** The first account as a member's wallet (anvil holds its key), and the steps its sends report. */
async function context(): Promise<{ ctx: TeamSendContext; steps: TeamTxProgress[] }> {
  const db = await chain.fresh();
  const contract = await deployWorkspaces();
  const steps: TeamTxProgress[] = [];
  const wallet = {
    address: chain.accounts[0]!,
    chainId: 31337,
    contract: workspacesAt(contract),
    provider: providerFor(() => chain.anvil.rpcUrl),
    signTypedData: () => Promise.reject(new Error('not signed here')),
  };
  return { ctx: { wallet, db, onTxStep: (step) => steps.push(step) }, steps };
}

const withoutAutomine = <T>(run: () => Promise<T>) => automineOff(chain.anvil.rpcUrl, run);

const phases = (steps: readonly TeamTxProgress[]) => steps.map((step) => step.step.phase);
const hashOf = (steps: readonly TeamTxProgress[]) => {
  const pending = steps.find((step) => step.step.phase === 'pending')?.step;
  return pending && 'hash' in pending ? (pending.hash ?? '') : '';
};

describe('a team workspace transaction', () => {
  it('leaves its pending row the moment the hash exists, resolves once mined, and the engine confirms the row', async () => {
    const { ctx, steps } = await context();
    await withoutAutomine(async () => {
      const sending = sendTeamTx(ctx, 'createWorkspace', [hexlify(randomBytes(32))]);
      await until(async () => expect(phases(steps)).toContain('pending'));
      const id = chainTransactionId(31337, hashOf(steps));
      expect(await ctx.db.chainTransactions.get(id)).toMatchObject({
        status: 'pending',
        from: ctx.wallet.address,
        to: String(ctx.wallet.contract.target),
        memo: teamTxMemo('createWorkspace'),
        kind: 'call',
      });
      await rpc(chain.anvil.rpcUrl, 'evm_mine');
      expect((await sending).status).toBe(1);
      expect(phases(steps)).toEqual(['checking', 'signing', 'pending', 'done']);
      expect(steps.every((step) => step.title === 'Team workspace')).toBe(true);
      chain.start();
      await until(async () => expect(await ctx.db.chainTransactions.get(id)).toMatchObject({ status: 'confirmed' }));
    });
  });

  it('stops waiting and says so when the sync engine marks it replaced', async () => {
    const { ctx, steps } = await context();
    await withoutAutomine(async () => {
      const sending = sendTeamTx(ctx, 'createWorkspace', [hexlify(randomBytes(32))]);
      await until(async () => expect(phases(steps)).toContain('pending'));
      const hash = hashOf(steps);
      const nonce = (await ctx.db.chainTransactions.get(chainTransactionId(31337, hash)))!.nonce!;
      chain.start();
      const faster = await sendFrom(
        chain.anvil.rpcUrl,
        { from: ctx.wallet.address, to: ctx.wallet.address, value: 0n, gasPrice: 50_000_000_000n, nonce },
        false,
      );
      await rpc(chain.anvil.rpcUrl, 'evm_mine');
      const failure = await sending.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TeamTxError);
      expect((failure as TeamTxError).message).toBe(
        `The team workspace creation (${hash}) was replaced by another transaction of the same nonce (${faster}).`,
      );
      expect(steps.at(-1)?.step).toMatchObject({ phase: 'failed', hash });
    });
  });

  it('stops waiting and says so when the sync engine marks it dropped', async () => {
    const { ctx, steps } = await context();
    await withoutAutomine(async () => {
      const sending = sendTeamTx(ctx, 'createWorkspace', [hexlify(randomBytes(32))]);
      await until(async () => expect(phases(steps)).toContain('pending'));
      const hash = hashOf(steps);
      // What the engine writes once the node has forgotten it for long enough (chain-follower.ts).
      await rpc(chain.anvil.rpcUrl, 'anvil_dropTransaction', [hash]);
      await markDropped(ctx.db, chainTransactionId(31337, hash), new Date().toISOString());
      await expect(sending).rejects.toThrow(
        `The team workspace creation (${hash}) was dropped: the network forgot it and its nonce was never used.`,
      );
    });
  });

  it('says why the contract would refuse before anything is signed, and sends nothing', async () => {
    const { ctx, steps } = await context();
    const id = hexlify(randomBytes(32));
    await sendTeamTx(ctx, 'createWorkspace', [id]);
    steps.length = 0;
    const rows = await ctx.db.chainTransactions.count();
    await expect(sendTeamTx(ctx, 'createWorkspace', [id])).rejects.toThrow(
      'Refused by the contract: a team workspace with this id exists already. Nothing was sent.',
    );
    expect(phases(steps)).toEqual(['checking', 'failed']);
    expect(await ctx.db.chainTransactions.count()).toBe(rows);
  });

  it('sends two writes from one wallet one after the other, each with its own nonce', async () => {
    const { ctx } = await context();
    const [first, second] = await Promise.all([
      sendTeamTx(ctx, 'createWorkspace', [hexlify(randomBytes(32))]),
      sendTeamTx(ctx, 'createWorkspace', [hexlify(randomBytes(32))]),
    ]);
    expect([first.status, second.status]).toEqual([1, 1]);
    const nonces = (await ctx.db.chainTransactions.toArray()).map((row) => row.nonce).sort();
    expect(nonces).toHaveLength(2);
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

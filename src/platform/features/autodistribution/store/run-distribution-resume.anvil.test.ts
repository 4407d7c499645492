// Auto Distribution's batches and resuming, against a real anvil (chain 4545): 250 recipients in two
// batches with the second declined, then resumed, pay everyone exactly once (also after a tab
// closed mid-batch); a token approval left pending (or mined) by a closed tab is followed, not
// asked for again; each batch's gasUsed stays within its budget.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../../scripts/lib/anvil.mjs';
import { getReceipt } from '@/lib/chain/rpc-methods';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { batchGasBudget } from '@/platform/features/autodistribution/model/batches';
import { approveCall, readNonce } from './distribution-chain';
import { readRun, saveRun } from './distribution-store';
import { runDistribution } from './run-distribution';
import {
  ETH,
  anvil,
  sender,
  distributor,
  db,
  fresh,
  wallet,
  ctxOf,
  mineTx,
  balance,
  newRun,
  deployShares,
  startDistributionChain,
} from './run-distribution.testing';

startDistributionChain();

describe('batches', () => {
  it('250 recipients: batch 2 declined, then resumed, and nobody is paid twice', async () => {
    const recipients = fresh(250, 'many');
    const { run, plan } = await newRun(
      ETH,
      'fixed',
      recipients.map((a, i) => [a, `0.00000000000000${String(1000 + i)}`]),
    );
    expect(run.batches.map((b) => [b.start, b.end])).toEqual([
      [0, 200],
      [200, 250],
    ]);
    const sent: unknown[] = [];
    const first = await runDistribution(ctxOf(wallet(sent, (_, count) => count === 1)), run.id);
    expect(first).toMatchObject({
      ok: false,
      message:
        '200 of 250 recipients are paid (1 of 2 batches). You declined batch 2 of 2 in your wallet: it was not sent. Resume to pay the rest.',
    });
    expect(await readRun(db, run.id)).toMatchObject({
      status: 'stopped',
      batches: [{ status: 'mined' }, { status: 'waiting', hash: null }],
    });
    expect(await balance(recipients[249] ?? '')).toBe(0n);

    const second = await runDistribution(ctxOf(wallet(sent)), run.id);
    expect(second.ok).toBe(true);
    expect(sent).toHaveLength(2);
    const balances = await Promise.all(recipients.map((a) => balance(a)));
    expect(balances).toEqual(plan.payments.map((p) => p.units));
    // Each mined batch used no more gas than model/batches.ts budgets for it (fresh, cold recipients: the dearest case).
    const paid = (await readRun(db, run.id))?.batches ?? [];
    const used = await Promise.all(
      paid.map(async (b) => (await getReceipt(ctxOf(wallet([])).reader, b.hash ?? ''))?.gasUsed ?? -1n),
    );
    expect(
      used.every((gas, i) => gas > 0n && gas <= batchGasBudget('native', (paid[i]?.end ?? 0) - (paid[i]?.start ?? 0))),
    ).toBe(true);
    expect(used).toHaveLength(2);
    // Resuming a finished run sends nothing.
    expect((await runDistribution(ctxOf(wallet(sent)), run.id)).ok).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('two payers of one run at once: one pays, the other is told it is already being paid', async () => {
    const recipients = fresh(2, 'twice');
    const { run } = await newRun(
      ETH,
      'fixed',
      recipients.map((a) => [a, '1']),
    );
    const sent: unknown[] = [];
    const [first, second] = await Promise.all([
      runDistribution(ctxOf(wallet(sent)), run.id),
      runDistribution(ctxOf(wallet(sent)), run.id),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect([first, second].find((o) => !o.ok)).toMatchObject({
      message: 'This distribution is already being paid (in this tab or another): wait for it to finish there.',
    });
    expect(sent).toHaveLength(1);
    expect(await balance(recipients[1] ?? '')).toBe(10n ** 18n);
  });

  it('a tab closed after a batch was sent: resuming finds it mined on chain and does not send it again', async () => {
    const recipients = fresh(3, 'closed');
    const { run } = await newRun(
      ETH,
      'fixed',
      recipients.map((a) => [a, '1']),
    );
    // What the page had persisted when it closed: the batch sent, its hash known, not yet followed.
    const sent: unknown[] = [];
    const provider = wallet(sent);
    const nonce = await readNonce(ctxOf(provider).reader, sender, 'pending');
    const { batchCall } = await import('./distribution-chain');
    const tx = batchCall(run, run.batches[0] ?? { start: 0, end: 3 });
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: sender,
          to: tx.to,
          data: tx.data,
          value: `0x${tx.value.toString(16)}`,
          nonce: `0x${nonce.toString(16)}`,
        },
      ],
    })) as string;
    await saveRun(
      db,
      {
        ...run,
        batches: [
          { ...(run.batches[0] ?? { index: 0, start: 0, end: 3 }), status: 'sent', hash, nonce, blockNumber: null },
        ],
      },
      '2026-03-01T00:00:00.000Z',
    );
    const outcome = await runDistribution(ctxOf(provider), run.id);
    expect(outcome).toMatchObject({ ok: true, run: { status: 'done', batches: [{ status: 'mined', hash }] } });
    expect(sent).toHaveLength(1);
    expect(await balance(recipients[0] ?? '')).toBe(10n ** 18n);
  });

  it('a tab closed while the wallet was open with the nonce then used: the user is asked to check, nothing is sent', async () => {
    const recipients = fresh(2, 'unknown');
    const { run } = await newRun(
      ETH,
      'fixed',
      recipients.map((a) => [a, '1']),
    );
    const nonce = await readNonce(ctxOf(wallet([])).reader, sender, 'pending');
    await saveRun(
      db,
      {
        ...run,
        batches: [
          {
            ...(run.batches[0] ?? { index: 0, start: 0, end: 2 }),
            status: 'signing',
            hash: null,
            nonce,
            blockNumber: null,
          },
        ],
      },
      '2026-03-01T00:00:00.000Z',
    );
    await mineTx({ to: recipients[0], value: '0x1' });
    const sent: unknown[] = [];
    const outcome = await runDistribution(ctxOf(wallet(sent)), run.id);
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringContaining(
        `a transaction with nonce ${nonce} left this account but its hash was never recorded`,
      ),
    });
    expect(sent).toHaveLength(0);
  });
});

describe('a token approval sent before the tab closed', () => {
  /** A token run as a closed tab left it: the approval of the whole total sent (its hash saved; left in the pool if `pending`), no batch sent. */
  async function closedAfterApproval(salt: string, pending: boolean) {
    const token = await deployShares();
    const recipients = fresh(2, salt);
    const { run } = await newRun(
      token,
      'fixed',
      recipients.map((a) => [a, '5']),
    );
    if (pending) await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
    const tx = approveCall(run, BigInt(run.total));
    const hash = (await rpc(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: sender, to: tx.to, data: tx.data },
    ])) as string;
    await saveRun(db, { ...run, approval: { status: 'sent', hash } }, '2026-03-01T00:00:00.000Z');
    return { token: token.address ?? '', recipients, run, hash };
  }

  /**
   * The wallet, recording sends, that on the first pool lookup finding the approval pending runs
   * `meanwhile` and then lets the chain mine again (that and every later transaction).
   */
  function walletSeeingApprovalPending(
    sent: { to: string; data: string }[],
    meanwhile: () => Promise<void> = async () => undefined,
  ) {
    const direct = wallet(sent);
    let seen = false;
    const provider: Eip1193Provider = {
      async request(args) {
        const answer = await direct.request(args);
        if (args.method === 'eth_getTransactionByHash' && answer !== null && !seen) {
          seen = true;
          await meanwhile();
          await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);
          await rpc(anvil.rpcUrl, 'evm_mine');
        }
        return answer;
      },
    };
    return { provider, seen: () => seen };
  }

  it('still pending: resuming waits for it instead of asking the wallet again, then pays', async () => {
    const { token, recipients, run, hash } = await closedAfterApproval('approval-pending', true);
    const sent: { to: string; data: string }[] = [];
    // The pool lookup finds the approval pending; only then does the chain mine it.
    const { provider, seen } = walletSeeingApprovalPending(sent);
    const outcome = await runDistribution(ctxOf(provider), run.id);
    expect(outcome).toMatchObject({ ok: true, run: { status: 'done', approval: { status: 'mined', hash } } });
    expect(seen()).toBe(true);
    expect(sent.map((t) => getAddress(t.to))).toEqual([distributor]);
    expect(await Promise.all(recipients.map((a) => balance(a, token)))).toEqual([5n * 10n ** 18n, 5n * 10n ** 18n]);
  });

  it('cancelled in the wallet while followed: the resume stops waiting for it and asks for the approval again', async () => {
    const { token, recipients, run, hash } = await closedAfterApproval('approval-cancelled', true);
    const approval = (await rpc(anvil.rpcUrl, 'eth_getTransactionByHash', [hash])) as {
      nonce: string;
      maxFeePerGas: string;
      maxPriorityFeePerGas: string;
    };
    const sent: { to: string; data: string }[] = [];
    const bump = (fee: string) => `0x${(BigInt(fee) * 2n).toString(16)}`;
    // The pool lookup finds the approval pending; then the wallet cancels it (same nonce, higher fees) and the chain mines that instead.
    const { provider, seen: cancelled } = walletSeeingApprovalPending(sent, async () => {
      await rpc(anvil.rpcUrl, 'eth_sendTransaction', [
        {
          from: sender,
          to: sender,
          value: '0x0',
          nonce: approval.nonce,
          maxFeePerGas: bump(approval.maxFeePerGas),
          maxPriorityFeePerGas: bump(approval.maxPriorityFeePerGas),
        },
      ]);
    });
    const outcome = await runDistribution(ctxOf(provider), run.id);
    expect(cancelled()).toBe(true);
    expect(await rpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])).toBeNull();
    expect(outcome).toMatchObject({ ok: true, run: { status: 'done' } });
    // Asked again: the token's approve, then the one Distributor batch.
    expect(sent.map((t) => getAddress(t.to))).toEqual([getAddress(token), distributor]);
    expect(await Promise.all(recipients.map((a) => balance(a, token)))).toEqual([5n * 10n ** 18n, 5n * 10n ** 18n]);
  });

  it('already mined: the allowance covers the rest, so the wallet is not asked for it', async () => {
    const { token, recipients, run, hash } = await closedAfterApproval('approval-mined', false);
    const sent: { to: string; data: string }[] = [];
    const outcome = await runDistribution(ctxOf(wallet(sent)), run.id);
    expect(outcome).toMatchObject({ ok: true, run: { approval: { status: 'mined', hash } } });
    expect(sent.map((t) => getAddress(t.to))).toEqual([distributor]);
    expect(await balance(recipients[1] ?? '', token)).toBe(5n * 10n ** 18n);
  });
});

// Auto Distribution against a real anvil (chain 4545) and an in-memory workspace: the previewed
// amounts are exactly what lands on chain (100 wei to three, fixed amounts, an ERC-20 with its
// approval, the history's on-chain column read from its Transfer rows), a declined approval
// leaves nothing behind; pro-rata to the holders of shares at a block equals their balanceOf
// there, and pays that. Batches and resuming: run-distribution-resume.anvil.test.ts.
import 'fake-indexeddb/auto';
import { getAddress, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../../scripts/lib/anvil.mjs';
import { getReceipt, getTransaction } from '@/lib/chain/rpc-methods';
import { tokenRow } from '@/lib/chain/sync/tx-rows';
import { ROW_BOOKERS } from '@/lib/posting/registry';
import { applyBookings } from '@/lib/posting/row-booking';
import { readCapTable } from '@/lib/tokens/read-cap-table';
import { splitLargestRemainder } from '@/lib/money/split';
import { checkDistributionDraft } from '@/platform/features/autodistribution/model/editor-draft';
import { historyLines } from '@/platform/features/autodistribution/model/history';
import { proRataDraft } from '@/platform/features/autodistribution/model/pro-rata';
import { readAllowance, readNonce } from './distribution-chain';
import { createRun, readRun } from './distribution-store';
import { runDistribution } from './run-distribution';
import {
  CHAIN,
  ETH,
  SHARES,
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

describe('paying exactly the preview', () => {
  it('100 wei to three recipients by percentage pays 33, 33, 34 wei as previewed, in one transaction', async () => {
    const [a, b, c] = fresh(3, 'pct') as [string, string, string];
    const { run, plan } = await newRun(
      ETH,
      'percent',
      [
        [a, '33.3333'],
        [b, '33.3333'],
        [c, '33.3334'],
      ],
      100n,
    );
    expect(plan.payments.map((p) => p.units)).toEqual([33n, 33n, 34n]);
    const sent: unknown[] = [];
    const outcome = await runDistribution(ctxOf(wallet(sent)), run.id);
    expect(outcome.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect([await balance(a), await balance(b), await balance(c)]).toEqual(plan.payments.map((p) => p.units));
    const stored = await readRun(db, run.id);
    expect(stored).toMatchObject({ status: 'done', batches: [{ status: 'mined' }] });
    // The pending row carries every recipient decoded from the calldata; the engine's row booker gives it the run's account.
    const id = `${CHAIN}:${stored?.batches[0]?.hash}`;
    expect(await db.chainTransactions.get(id)).toMatchObject({
      kind: 'distribution',
      category: null,
      decoded: {
        method: 'distributeEth',
        recipients: [
          { address: a, units: '33' },
          { address: b, units: '33' },
          { address: c, units: '34' },
        ],
      },
    });
    await applyBookings(db, ROW_BOOKERS, new Date().toISOString());
    expect((await db.chainTransactions.get(id))?.category).toBe('6900');
  });

  it('pays fixed amounts as entered', async () => {
    const [a, b] = fresh(2, 'fixed') as [string, string];
    const { run } = await newRun(ETH, 'fixed', [
      [a, '0.5'],
      [b, '0.000000000000000001'],
    ]);
    expect((await runDistribution(ctxOf(wallet([])), run.id)).ok).toBe(true);
    expect([await balance(a), await balance(b)]).toEqual([5n * 10n ** 17n, 1n]);
  });

  it('asks for the token approval first, then pays the previewed amounts', async () => {
    const token = await deployShares();
    const [a, b, c] = fresh(3, 'tok') as [string, string, string];
    const { run, plan } = await newRun(
      token,
      'percent',
      [
        [a, '50'],
        [b, '25'],
        [c, '25'],
      ],
      10n ** 18n + 1n,
    );
    const sent: { to: string; data: string }[] = [];
    const outcome = await runDistribution(ctxOf(wallet(sent)), run.id);
    expect(outcome.ok).toBe(true);
    expect(sent.map((tx) => tx.data.slice(0, 10))).toEqual([
      SHARES.getFunction('approve')?.selector,
      expect.any(String),
    ]);
    expect(sent.map((tx) => getAddress(tx.to))).toEqual([token.address, distributor]);
    expect([
      await balance(a, token.address ?? ''),
      await balance(b, token.address ?? ''),
      await balance(c, token.address ?? ''),
    ]).toEqual(plan.payments.map((p) => p.units));
    expect(await readAllowance(ctxOf(wallet([])).reader, token.address ?? '', sender, distributor)).toBe(0n);
    const done = await readRun(db, run.id);
    expect(done).toMatchObject({ status: 'done', approval: { status: 'mined' } });
    // History: the rows the sync engine writes from the batch's Transfer logs give the on-chain column.
    const reader = ctxOf(wallet([])).reader;
    const hash = done?.batches[0]?.hash ?? '';
    const [receipt, tx] = await Promise.all([getReceipt(reader, hash), getTransaction(reader, hash)]);
    const rowCtx = {
      chainId: CHAIN,
      watched: new Set([sender]),
      nativeSymbol: 'ETH',
      nativeDecimals: 18,
      source: 'logs',
      now: '2026-03-01T00:00:00.000Z',
    } as const;
    const rows = (receipt?.logs ?? []).flatMap(
      (log) => tokenRow(rowCtx, log, { address: token.address ?? '', symbol: 'ACME', decimals: 18 }, 0, tx) ?? [],
    );
    expect(rows).toHaveLength(3);
    expect(done && historyLines(done, rows)).toEqual(
      plan.payments.map((p) => ({ address: p.address, planned: p.units, onChain: p.units })),
    );
  });

  it('a declined approval leaves nothing half done: no allowance, nobody paid, no run kept', async () => {
    const token = await deployShares();
    const [a] = fresh(1, 'decline') as [string];
    const { run } = await newRun(token, 'fixed', [[a, '5']]);
    const nonce = await readNonce(ctxOf(wallet([])).reader, sender, 'latest');
    const outcome = await runDistribution(ctxOf(wallet([], () => true)), run.id);
    expect(outcome).toEqual({
      ok: false,
      message: 'You declined the approval in your wallet: no allowance was given and nobody was paid.',
      run: null,
    });
    expect(await readAllowance(ctxOf(wallet([])).reader, token.address ?? '', sender, distributor)).toBe(0n);
    expect(await balance(a, token.address ?? '')).toBe(0n);
    expect(await readNonce(ctxOf(wallet([])).reader, sender, 'latest')).toBe(nonce);
    expect(await db.distributionRuns.count()).toBe(0);
  });
});

describe('pro-rata to shareholders', () => {
  it('splits by the balances balanceOf reads at the chosen block, without the excluded holder, and pays exactly that', async () => {
    const token = await deployShares();
    const [h1, h2, h3] = fresh(3, 'holders') as [string, string, string];
    const transfer = new Interface(['function transfer(address,uint256)']);
    for (const [to, units] of [
      [h1, 700n],
      [h2, 200n],
      [h3, 100n],
    ] as const) {
      await mineTx({ to: token.address, data: transfer.encodeFunctionData('transfer', [to, units * 10n ** 18n]) });
    }
    const block = Number(BigInt((await rpc(anvil.rpcUrl, 'eth_blockNumber')) as string));
    // A later move must not change the table at `block`.
    await mineTx({ to: token.address, data: transfer.encodeFunctionData('transfer', [h3, 10n ** 20n]) });
    const reader = ctxOf(wallet([])).reader;
    const table = await readCapTable(reader, token.address ?? '', { atBlock: block });
    const kept = table.holders.filter((h) => h.address !== sender);
    const atBlock = await Promise.all(
      kept.map(async (h) =>
        BigInt(
          (await rpc(anvil.rpcUrl, 'eth_call', [
            { to: token.address, data: SHARES.encodeFunctionData('balanceOf', [h.address]) },
            `0x${block.toString(16)}`,
          ])) as string,
        ),
      ),
    );
    expect(kept.map((h) => h.balance)).toEqual(atBlock);

    const result = proRataDraft(table, new Set([sender.toLowerCase()]), ETH, 1001n, '4545:native');
    if ('message' in result) throw new Error(result.message);
    const check = checkDistributionDraft(result.draft, [ETH]);
    if (!check.ok) throw new Error('the pro-rata list does not preview');
    expect(check.plan.payments.map((p) => p.units)).toEqual(splitLargestRemainder(1001n, atBlock));
    expect(check.plan.payments.map((p) => p.address)).toEqual([h1, h2, h3]);
    const run = await createRun(db, {
      id: crypto.randomUUID(),
      sender,
      distributor,
      asset: ETH,
      plan: check.plan,
      templateId: null,
      postAs: 'equity',
      accountCode: '3200',
      blockGasLimit: 30_000_000n,
      now: '2026-03-01T00:00:00.000Z',
    });
    expect((await runDistribution(ctxOf(wallet([])), run.id)).ok).toBe(true);
    expect([await balance(h1), await balance(h2), await balance(h3)]).toEqual(check.plan.payments.map((p) => p.units));
  });
});

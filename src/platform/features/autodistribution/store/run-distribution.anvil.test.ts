// Auto Distribution against a real anvil (chain 4545) and an in-memory workspace: the previewed
// amounts are exactly what lands on chain (100 wei to three, fixed amounts, an ERC-20 with its
// approval, the history's on-chain column read from its Transfer rows), a declined approval
// leaves nothing behind, and 250 recipients in two batches with the second declined, then
// resumed, pay everyone exactly once (also after a tab closed mid-batch); a token approval left
// pending (or mined) by a closed tab is followed, not asked for again; each batch's gasUsed stays
// within its budget; pro-rata to the holders of shares at a block equals their balanceOf there,
// and pays that.
import 'fake-indexeddb/auto';
import { AbiCoder, getAddress, Interface, keccak256, toUtf8Bytes } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../../../scripts/lib/anvil.mjs';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { getReceipt, getTransaction } from '@/lib/chain/rpc-methods';
import { tokenRow } from '@/lib/chain/sync/tx-rows';
import { ROW_BOOKERS } from '@/lib/posting/registry';
import { applyBookings } from '@/lib/posting/row-booking';
import { waitForReceipt } from '@/lib/chain/wait-for-receipt';
import { assetSharesAbi, assetSharesBytecode, distributorBytecode } from '@/lib/contracts/generated/artifacts';
import type { Asset } from '@/lib/money/asset';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { readCapTable } from '@/lib/tokens/read-cap-table';
import { splitLargestRemainder } from '@/lib/money/split';
import { batchGasBudget } from '@/platform/features/autodistribution/model/batches';
import { checkDistributionDraft } from '@/platform/features/autodistribution/model/editor-draft';
import { historyLines } from '@/platform/features/autodistribution/model/history';
import { buildPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { proRataDraft } from '@/platform/features/autodistribution/model/pro-rata';
import { checkRecipients, type ShareMode } from '@/platform/features/autodistribution/model/recipients';
import { approveCall, readAllowance, readNonce } from './distribution-chain';
import { createRun, readRun, saveRun } from './distribution-store';
import { runDistribution, type RunContext } from './run-distribution';

const CHAIN = 4545;
const ETH: Asset = { chainId: CHAIN, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const SHARES = new Interface(assetSharesAbi);
let anvil: Anvil;
let sender: string;
let distributor: string;
let db: WorkspaceDb;
let snapshot: unknown;

/** Fresh addresses with no balance, so a balance equals what the distribution paid. */
const fresh = (count: number, salt: string) =>
  Array.from({ length: count }, (_, i) => getAddress(keccak256(toUtf8Bytes(`${salt}:${i}`)).slice(0, 42)));

/** A wallet straight to anvil; `refuse` declines an eth_sendTransaction (4001) when it returns true. */
function wallet(
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

const ctxOf = (provider: Eip1193Provider): RunContext => ({
  db,
  provider,
  reader: eip1193Reader(provider, CHAIN),
  account: sender,
  now: () => new Date('2026-03-01T00:00:00Z'),
  pollMs: 20,
});

/** Sends from anvil's unlocked account and waits for the receipt (automine answers with the hash as the block is sealed; the receipt can trail it by a moment). */
async function mined(tx: Record<string, unknown>) {
  const hash = (await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: sender, ...tx }])) as string;
  return waitForReceipt(eip1193Reader(wallet([]), CHAIN), hash, 10);
}

async function deploy(data: string): Promise<string> {
  return getAddress((await mined({ data })).contractAddress ?? '');
}

async function balance(address: string, token?: string): Promise<bigint> {
  if (!token) return BigInt((await rpc(anvil.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);
  const data = (await rpc(anvil.rpcUrl, 'eth_call', [
    { to: token, data: SHARES.encodeFunctionData('balanceOf', [address]) },
    'latest',
  ])) as string;
  return BigInt(data);
}

async function newRun(asset: Asset, mode: ShareMode, rows: [string, string][], total = 0n) {
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

async function deployShares(): Promise<Asset> {
  const args = AbiCoder.defaultAbiCoder().encode(
    ['string', 'string', 'uint256', 'string', 'address'],
    ['Acme Shares', 'ACME', 10n ** 30n, '', sender],
  );
  const token = await deploy(assetSharesBytecode + args.slice(2));
  await mined({ to: token, data: SHARES.encodeFunctionData('mint', [sender, 10n ** 24n]) });
  return { chainId: CHAIN, kind: 'erc20', address: token, symbol: 'ACME', decimals: 18, name: 'Acme Shares' };
}

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
    await mined({ to: recipients[0], value: '0x1' });
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
      await mined({ to: token.address, data: transfer.encodeFunctionData('transfer', [to, units * 10n ** 18n]) });
    }
    const block = Number(BigInt((await rpc(anvil.rpcUrl, 'eth_blockNumber')) as string));
    // A later move must not change the table at `block`.
    await mined({ to: token.address, data: transfer.encodeFunctionData('transfer', [h3, 10n ** 20n]) });
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

// The one sender against a real anvil and an in-memory workspace: the pending row exists before the
// transaction is mined, an approval is sent only when the allowance is short, a stop before signing
// sends nothing and a stop while following leaves the row pending, a replacement is followed by the
// sync engine from the nonce the sender recorded.
import 'fake-indexeddb/auto';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../scripts/lib/anvil.mjs';
import {
  deployToken,
  mintToken,
  sendFrom,
  withoutAutomine as automineOff,
} from '../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../tests/fixtures/sync-on-anvil';
import { chainTransactionId } from '@/lib/db/entities/chain-transaction';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { approveThenCall, readAllowance, type ApproveCallStep } from './approve-then-call';
import { eip1193Reader } from './rpc-client';
import { getReceipt } from './rpc-methods';
import { SendStopped, sendTransaction, type SenderContext } from './send-transaction';
import { waitForReceipt } from './wait-for-receipt';

const chain = syncOnAnvil('sender');
const TOKEN = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

/** A wallet straight to anvil that remembers the methods it was asked. */
function wallet(): Eip1193Provider & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    request: ({ method, params }) => {
      sent.push(method);
      return rpc(chain.anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []);
    },
  };
}

function ctxOf(provider: Eip1193Provider): SenderContext {
  return {
    provider,
    reader: eip1193Reader(provider, 31337),
    account: chain.accounts[0] as string,
    db: chain.db,
    now: () => new Date(),
  };
}

const withoutAutomine = <T>(run: () => Promise<T>) => automineOff(chain.anvil.rpcUrl, run);

describe('sendTransaction', () => {
  it('writes the pending row with its nonce the moment the hash exists, before the receipt', async () => {
    await chain.fresh();
    const ctx = ctxOf(wallet());
    const other = chain.accounts[1] as string;
    await withoutAutomine(async () => {
      const nonce = Number(await rpc(chain.anvil.rpcUrl, 'eth_getTransactionCount', [ctx.account, 'latest']));
      const sent = await sendTransaction(ctx, { to: other, data: null, value: 7n, pending: { memo: 'Rent' } });
      expect(sent).toMatchObject({ nonce, recordError: null });
      expect(await getReceipt(ctx.reader, sent.hash)).toBeNull();
      const row = await chain.db.chainTransactions.get(chainTransactionId(31337, sent.hash));
      expect(row).toMatchObject({ status: 'pending', nonce, kind: 'transfer', units: '7', memo: 'Rent' });
      await rpc(chain.anvil.rpcUrl, 'evm_mine');
      expect((await waitForReceipt(ctx.reader, sent.hash)).status).toBe(1);
    });
  });

  it('sends nothing when stopped before signing, and a stop while following leaves the row pending', async () => {
    await chain.fresh();
    const provider = wallet();
    const ctx = ctxOf(provider);
    const stopped = new AbortController();
    stopped.abort();
    await expect(sendTransaction(ctx, { to: ctx.account, data: null }, stopped.signal)).rejects.toBeInstanceOf(
      SendStopped,
    );
    expect(provider.sent).not.toContain('eth_sendTransaction');

    await withoutAutomine(async () => {
      const sent = await sendTransaction(ctx, { to: chain.accounts[1] as string, data: null, value: 1n });
      // The node forgets it (as a dropped transaction is forgotten): following it waits until stopped.
      await rpc(chain.anvil.rpcUrl, 'anvil_dropTransaction', [sent.hash]);
      const stop = new AbortController();
      const following = waitForReceipt(ctx.reader, sent.hash, 20, stop.signal);
      stop.abort();
      await expect(following).rejects.toThrow('stopped');
      const row = await chain.db.chainTransactions.get(chainTransactionId(31337, sent.hash));
      expect(row).toMatchObject({ status: 'pending', nonce: sent.nonce });
    });
  });

  it('is marked replaced by the engine when another transaction takes its nonce', async () => {
    await chain.fresh();
    const ctx = ctxOf(wallet());
    const other = chain.accounts[1] as string;
    await withoutAutomine(async () => {
      const slow = await sendTransaction(ctx, { to: other, data: null, value: 5n });
      chain.start();
      const fast = await sendFrom(
        chain.anvil.rpcUrl,
        { from: ctx.account, to: other, value: 6n, gasPrice: 50_000_000_000n, nonce: slow.nonce },
        false,
      );
      await rpc(chain.anvil.rpcUrl, 'evm_mine');
      await until(async () => {
        const row = await chain.db.chainTransactions.get(chainTransactionId(31337, slow.hash));
        expect(row).toMatchObject({ status: 'replaced', replacedBy: fast });
      });
    });
  });
});

describe('approveThenCall', () => {
  it('approves exactly the amount when the allowance is short, then calls; no approval the second time', async () => {
    await chain.fresh();
    const provider = wallet();
    const ctx = ctxOf(provider);
    const [me, spender, payee] = chain.accounts as [string, string, string];
    const token = await deployToken(chain.anvil.rpcUrl, me, 'Test USD', 'TUSD', 6);
    await mintToken(chain.anvil.rpcUrl, token, me, me, 1_000n);
    const pay = { to: token, data: TOKEN.encodeFunctionData('transfer', [payee, 10n]), value: 0n };

    const steps: ApproveCallStep['phase'][] = [];
    const first = await approveThenCall(ctx, { token, spender, amount: 250n }, pay, (step) => steps.push(step.phase));
    expect(steps).toEqual(['allowance', 'approve', 'approve', 'call', 'call']);
    expect(await readAllowance(ctx, token, spender)).toBe(250n);
    expect(first.recordError).toBeNull();
    expect((await waitForReceipt(ctx.reader, first.hash)).status).toBe(1);
    const approvals = await chain.db.chainTransactions.filter((row) => row.decoded?.method === 'approve').toArray();
    expect(approvals).toHaveLength(1);

    steps.length = 0;
    provider.sent.length = 0;
    await approveThenCall(ctx, { token, spender, amount: 200n }, pay, (step) => steps.push(step.phase));
    expect(steps).toEqual(['allowance', 'call', 'call']);
    expect(provider.sent.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1);
  });
});

// The engine's PaymentRouter payments against a real anvil: a Payment naming one of our wallets
// (as payee or payer) is recorded once, with the same-receipt Transfer check; payments between
// strangers are not; a reorg removes the orphaned payment.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../scripts/lib/anvil.mjs';
import { deployToken, mintToken } from '../../../../tests/fixtures/chain-actions';
import { deployRouter, payEthVia, payTokenVia } from '../../../../tests/fixtures/payment-actions';
import { syncOnAnvil, until } from '../../../../tests/fixtures/sync-on-anvil';

const chain = syncOnAnvil('payments');
const REF_A = `0x${'a1'.repeat(32)}`;
const REF_B = `0x${'b2'.repeat(32)}`;

async function setup(): Promise<{ router: string; token: string }> {
  await chain.fresh();
  const { anvil, accounts } = chain;
  const router = getAddress(await deployRouter(anvil.rpcUrl, accounts[9] as string));
  const token = getAddress(await deployToken(anvil.rpcUrl, accounts[1] as string, 'Test Dollar', 'TUSD', 6));
  await mintToken(anvil.rpcUrl, token, accounts[1] as string, accounts[1] as string, 10_000_000n);
  await mintToken(anvil.rpcUrl, token, accounts[1] as string, accounts[0] as string, 10_000_000n);
  await chain.recordRouter(router);
  return { router, token };
}

describe('PaymentRouter payments in the sync engine', { timeout: 30_000 }, () => {
  it('records payments to and from our wallet with the Transfer check, not strangers’ payments', async () => {
    const { router, token } = await setup();
    const { anvil, accounts, db } = chain;
    const [me, client, stranger] = accounts as [string, string, string];
    const tokenPaid = await payTokenVia(anvil.rpcUrl, router, token, client, REF_A, me, 1_500_000n);
    const ethPaid = await payEthVia(anvil.rpcUrl, router, client, REF_B, me, 7n);
    await payEthVia(anvil.rpcUrl, router, client, REF_B, stranger, 9n); // neither side ours
    chain.start();
    await until(async () => expect(await db.payments.count()).toBe(2));
    // Live: a payment we send (a bill) arrives as it is mined.
    const outPaid = await payTokenVia(anvil.rpcUrl, router, token, me, REF_B, stranger, 5n);
    await until(async () => expect(await db.payments.count()).toBe(3));
    const rows = Object.fromEntries((await db.payments.toArray()).map((row) => [row.hash, row]));
    expect(rows[tokenPaid]).toMatchObject({
      reference: REF_A,
      payer: client,
      payee: me,
      token,
      units: '1500000',
      transferChecked: true,
      direction: 'in',
      router,
    });
    expect(rows[ethPaid]).toMatchObject({
      reference: REF_B,
      payer: client,
      payee: me,
      token: null,
      units: '7',
      transferChecked: true,
      direction: 'in',
    });
    expect(rows[outPaid]).toMatchObject({ payer: me, payee: stranger, direction: 'out', transferChecked: true });
    expect(Date.parse(rows[tokenPaid]?.time ?? '')).toBeGreaterThan(0);
  });

  it('forgets a payment whose block a reorg removed', async () => {
    const { router } = await setup();
    const { anvil, accounts, db } = chain;
    const [me, client] = accounts as [string, string];
    chain.start();
    await until(async () => expect((await db.syncCursors.toArray())[0]?.state).toBe('live'));
    const before = await rpc(anvil.rpcUrl, 'evm_snapshot');
    await payEthVia(anvil.rpcUrl, router, client, REF_A, me, 3n);
    await until(async () => expect(await db.payments.count()).toBe(1));
    await rpc(anvil.rpcUrl, 'evm_revert', [before]);
    await rpc(anvil.rpcUrl, 'anvil_mine', ['0x3']);
    await until(async () => expect(await db.payments.count()).toBe(0));
  });
});

// Interleavings of the wallet's events with an account switch or a silent restore still in
// flight (issue: a chain change used to cancel them, leaving the old account or sending the user
// to /login while the wallet had moved on).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAddress } from 'ethers';
import { ACCOUNT_0, ACCOUNT_1, ETH, FakeWallet } from './fake-eip1193.testing';
import { destroyStores, setup } from './wallet-store.testing';
import type { Eip1193RequestArguments } from './wallet-types';

/** A FakeWallet whose balance reads wait until the test opens the gate. */
class GatedWallet extends FakeWallet {
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  hold(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  override async request(args: Eip1193RequestArguments): Promise<unknown> {
    if (args.method === 'eth_getBalance' && this.gate) await this.gate;
    return super.request(args);
  }
}

function gated() {
  const wallet = new GatedWallet();
  wallet.balances.set(ACCOUNT_1, 5n * ETH);
  const { store } = setup(wallet);
  const unsubscribe = store.subscribe(() => undefined);
  return { store, wallet, unsubscribe };
}
afterEach(destroyStores);

/** Lets pending promise callbacks run (the store's awaits). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('wallet store: account and chain changes racing', () => {
  it('accounts then chain: the switch still lands, on the new chain', async () => {
    const { store, wallet } = gated();
    await store.connect();
    wallet.hold();
    wallet.emit('accountsChanged', [ACCOUNT_1]);
    await settle();
    wallet.chainId = '0x1';
    wallet.balances.set(ACCOUNT_1, 7n * ETH);
    wallet.emit('chainChanged', '0x1');
    wallet.release();
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ account: getAddress(ACCOUNT_1), chainId: 1, balanceText: '7.0000 ETH' }),
    );
    const signer = await store.getSigner();
    expect(await signer?.getAddress()).toBe(getAddress(ACCOUNT_1));
    expect(await signer?.provider?.getNetwork()).toMatchObject({ chainId: 1n });
  });

  it('chain then accounts: the new account on the new chain, no stale balance', async () => {
    const { store, wallet } = gated();
    await store.connect();
    wallet.hold();
    wallet.chainId = '0x1';
    wallet.emit('chainChanged', '0x1');
    wallet.emit('accountsChanged', [ACCOUNT_1]);
    wallet.release();
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ account: getAddress(ACCOUNT_1), chainId: 1, balanceText: '5.0000 ETH' }),
    );
  });

  it('a chain change during a silent restore still restores the session, on the new chain', async () => {
    const { store, wallet } = gated();
    wallet.approved = true;
    wallet.hold();
    const restored = store.restore();
    await settle();
    wallet.chainId = '0x1';
    wallet.emit('chainChanged', '0x1');
    wallet.release();
    expect(await restored).toBe(true);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ status: 'connected', account: getAddress(ACCOUNT_0), chainId: 1 }),
    );
  });

  it('accounts and chain both changing during a restore end on the latest of each', async () => {
    const { store, wallet } = gated();
    wallet.approved = true;
    wallet.hold();
    const restored = store.restore();
    await settle();
    wallet.chainId = '0x1';
    wallet.emit('chainChanged', '0x1');
    wallet.accounts = [ACCOUNT_1];
    wallet.emit('accountsChanged', [ACCOUNT_1]);
    wallet.release();
    expect(await restored).toBe(true);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ account: getAddress(ACCOUNT_1), chainId: 1, balanceText: '5.0000 ETH' }),
    );
  });

  it('after a disconnect the card shows no network', async () => {
    const { store, wallet } = gated();
    await store.connect();
    expect(store.getState().chainId).toBe(31337);
    wallet.emit('disconnect', { code: 4900 });
    expect(store.getState()).toMatchObject({ account: null, chainId: null });
    wallet.emit('chainChanged', '0x1');
    expect(store.getState().chainId).toBeNull();
  });
});

// The wallet store's silent restore: an authorised site restores without a prompt, offline too, and
// waits a grace period for a wallet that injects late.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAddress } from 'ethers';
import { ACCOUNT_0, FakeWallet, announce, fakeEnvironment } from './fake-eip1193.testing';
import { REMEMBERED_WALLET_KEY } from './wallet-candidates';
import { destroyStores, setup, trackedStore } from './wallet-store.testing';

afterEach(destroyStores);

describe('wallet store: silent restore', () => {
  it('restores an authorised session with eth_accounts, without a prompt', async () => {
    const { store, wallet } = setup();
    wallet.approved = true;
    expect(await store.restore()).toBe(true);
    expect(wallet.calls).not.toContain('eth_requestAccounts');
    expect(store.getState().balanceText).toBe('10000.0000 ETH');
  });

  it('restores the session while the balance cannot be read (offline), and reads it on the next block', async () => {
    vi.useFakeTimers();
    const { store, wallet } = setup();
    wallet.approved = true;
    wallet.failBalance = true;
    expect(await store.restore()).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'connected', balanceText: '$0' });
    const stop = store.subscribe(() => undefined);
    wallet.failBalance = false;
    wallet.block += 1n;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.getState().balanceText).toBe('10000.0000 ETH');
    stop();
  });

  it('says on the status line which node did not answer when a restore fails for it', async () => {
    const { store, wallet, logged } = setup();
    wallet.approved = true;
    const unreachable = Object.assign(new Error('Local node unreachable (no answer). Is npm start still running?'), {
      code: -32603,
    });
    const answer = wallet.request.bind(wallet);
    wallet.request = async (args) => {
      if (args.method === 'eth_accounts') throw unreachable;
      return answer(args);
    };
    expect(await store.restore()).toBe(false);
    expect(logged).toEqual([unreachable]);
    expect(store.getState()).toMatchObject({
      status: 'disconnected',
      statusMessage:
        "The wallet's network did not answer: Local node unreachable (no answer). Is npm start still running?",
    });
  });

  it('reports false and stays quiet when the site is not authorised', async () => {
    const { store, wallet, logged } = setup();
    expect(await store.restore()).toBe(false);
    expect(wallet.calls).toEqual(['eth_accounts']);
    expect(logged).toEqual([]);
    expect(store.getState().status).toBe('disconnected');
  });
});

describe('wallet store: a wallet that injects late', () => {
  it('waits briefly for the announcement before giving up on a silent restore', async () => {
    const events = new EventTarget();
    const { env } = fakeEnvironment(null, events);
    const store = trackedStore(env);
    const late = new FakeWallet();
    late.approved = true;
    const restored = store.restore();
    announce(events, late, { uuid: 'late', name: 'Late Wallet', rdns: 'io.late' });
    expect(await restored).toBe(true);
    expect(store.getState().account).toBe(getAddress(ACCOUNT_0));
  });

  it('waits up to 5 s for a wallet this browser connected before, which then restores the session', async () => {
    vi.useFakeTimers();
    const events = new EventTarget();
    const { env } = fakeEnvironment(null, events);
    env.storage?.setItem(REMEMBERED_WALLET_KEY, 'io.late');
    const store = trackedStore(env);
    const restored = store.restore();
    await vi.advanceTimersByTimeAsync(4_000);
    const late = new FakeWallet();
    late.approved = true;
    announce(events, late, { uuid: 'late', name: 'Late Wallet', rdns: 'io.late' });
    expect(await restored).toBe(true);
  });

  it('reports false after the grace period when no wallet shows up', async () => {
    vi.useFakeTimers();
    const { env } = fakeEnvironment(null);
    const store = trackedStore(env);
    const restored = store.restore();
    await vi.advanceTimersByTimeAsync(500);
    expect(await restored).toBe(false);
  });
});

// The session held while the wallet's node does not answer (held-session.ts): a restore that fails
// only because the node is unreachable opens on the account this browser had, refuses to sign with
// the reason, names the outage to the banner, and becomes the wallet's own session once the node
// answers again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAddress } from 'ethers';
import { checkDependencyAgain, dependencyFailures, reportDependencyAnswered } from '@/lib/offline/dependency-health';
import { ACCOUNT_0, FakeWallet, fakeEnvironment } from './fake-eip1193.testing';
import { LAST_SESSION_KEY } from './held-session';
import type { Eip1193RequestArguments } from './wallet-types';
import { destroyStores, trackedStore } from './wallet-store.testing';

/** A FakeWallet whose node can be stopped: every call then fails as the dev wallet's does. */
class NodeWallet extends FakeWallet {
  nodeDown = false;
  override async request(args: Eip1193RequestArguments): Promise<unknown> {
    if (this.nodeDown) {
      this.calls.push(args.method);
      throw Object.assign(new Error('Local node unreachable (HTTP 502). Is npm start still running?'), {
        code: -32603,
      });
    }
    return super.request(args);
  }
}

const OUTAGE = "The wallet's network did not answer: Local node unreachable (HTTP 502). Is npm start still running?";

beforeEach(() => reportDependencyAnswered('node'));
afterEach(destroyStores);

/** A store over `wallet` and the browser profile's flags it keeps (the remembered session). */
function setupWithStorage(wallet: NodeWallet) {
  const { env } = fakeEnvironment(wallet);
  const storage = env.storage;
  if (!storage) throw new Error('the fake environment has storage');
  return { store: trackedStore(env), storage };
}

/** A browser that had a session on ACCOUNT_0 (chain 31337), its wallet's node now down, on fake timers. */
function heldSetup() {
  vi.useFakeTimers();
  const wallet = new NodeWallet();
  wallet.approved = true;
  const { store, storage } = setupWithStorage(wallet);
  storage.setItem(LAST_SESSION_KEY, `${getAddress(ACCOUNT_0)}:31337`);
  wallet.nodeDown = true;
  return { store, wallet };
}

describe('wallet store: a session held while the node is down', () => {
  it('opens on the remembered account, refuses to sign with the reason, and resumes when the node answers', async () => {
    const { store, wallet } = heldSetup();
    expect(await store.restore()).toBe(true);
    expect(store.getState()).toMatchObject({
      status: 'connected',
      account: getAddress(ACCOUNT_0),
      chainId: 31337,
      balanceText: '$0',
      nodeOutage: OUTAGE,
    });
    expect(dependencyFailures()).toEqual([{ dependency: 'node', reason: OUTAGE, checkable: true, checking: false }]);
    await expect(store.getSigner()).rejects.toThrow(/needs the chain.*Local node unreachable/);

    // Still down at the next try: still held, and the wallet is asked again later.
    const asked = wallet.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(wallet.calls.length).toBeGreaterThan(asked);
    expect(store.getState().nodeOutage).toBe(OUTAGE);

    wallet.nodeDown = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.getState()).toMatchObject({
      status: 'connected',
      account: getAddress(ACCOUNT_0),
      balanceText: '10000.0000 ETH',
      nodeOutage: null,
    });
    expect(dependencyFailures()).toEqual([]);
    expect(await (await store.getSigner())?.getAddress()).toBe(getAddress(ACCOUNT_0));
  });

  it("asks the wallet at once on the banner's Check again: the outage stays while down, the session returns when up", async () => {
    const { store, wallet } = heldSetup();
    expect(await store.restore()).toBe(true);
    const asked = wallet.calls.length;
    await checkDependencyAgain('node');
    expect(wallet.calls.length).toBeGreaterThan(asked);
    expect(dependencyFailures()).toEqual([{ dependency: 'node', reason: OUTAGE, checkable: true, checking: false }]);
    expect(store.getState().nodeOutage).toBe(OUTAGE);

    wallet.nodeDown = false;
    await checkDependencyAgain('node');
    expect(store.getState()).toMatchObject({ account: getAddress(ACCOUNT_0), nodeOutage: null });
    expect(dependencyFailures()).toEqual([]);
  });

  it('remembers the account a session opened with, and forgets it on Disconnect', async () => {
    const wallet = new NodeWallet();
    const { store, storage } = setupWithStorage(wallet);
    await store.connect();
    expect(storage.getItem(LAST_SESSION_KEY)).toBe(`${getAddress(ACCOUNT_0)}:31337`);
    await store.disconnect();
    expect(storage.getItem(LAST_SESSION_KEY)).toBe('');
  });

  it('without a remembered session, goes to the login page with the reason as before', async () => {
    const wallet = new NodeWallet();
    wallet.approved = true;
    wallet.nodeDown = true;
    const { store } = setupWithStorage(wallet);
    expect(await store.restore()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'disconnected', statusMessage: OUTAGE, nodeOutage: null });
  });

  it('ends the held session when the node answers and the wallet no longer names an account', async () => {
    const { store, wallet } = heldSetup();
    expect(await store.restore()).toBe(true);
    wallet.nodeDown = false;
    wallet.approved = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.getState()).toMatchObject({ status: 'disconnected', account: null, nodeOutage: null });
  });
});

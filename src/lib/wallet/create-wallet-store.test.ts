import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAddress } from 'ethers';
import { LOCAL_CONTRACT_ADDRESS } from '@/config/chain';
import { ACCOUNT_0, ACCOUNT_1, ETH } from './fake-eip1193.testing';
import { WALLET_MESSAGES, reconnectedMessage } from './wallet-errors';
import { destroyStores, session, setup } from './wallet-store.testing';

afterEach(destroyStores);

describe('wallet store: connect', () => {
  it('starts not connected with the balance text $0', () => {
    const { store } = setup();
    expect(store.getState()).toEqual({
      status: 'disconnected',
      account: null,
      chainId: null,
      balanceText: '$0',
      statusMessage: null,
      nodeOutage: null,
      wallets: [{ id: 'injected', name: 'Browser wallet', icon: null, rdns: null }],
    });
  });

  it('stores the checksummed account, the balance with 4 decimals and a contract handle', async () => {
    const { store, wallet } = setup();
    await store.connect();
    expect(wallet.calls).toContain('eth_requestAccounts');
    expect(store.getState()).toMatchObject({
      status: 'connected',
      account: getAddress(ACCOUNT_0),
      chainId: 31337,
      balanceText: '10000.0000 ETH',
      statusMessage: null,
    });
    expect((await store.getContract())?.target).toBe(LOCAL_CONTRACT_ADDRESS);
    expect((await store.getContract())?.interface.fragments).toEqual([]);
    expect(await (await store.getSigner())?.getAddress()).toBe(getAddress(ACCOUNT_0));
  });

  it('logs "No Ethereum provider detected" and changes nothing else without a wallet', async () => {
    const { store, logged } = setup(null);
    const before = store.getState();
    await store.connect();
    expect(logged).toEqual(['No Ethereum provider detected']);
    expect(session(store.getState())).toEqual(session(before));
    expect(store.getState().statusMessage).toBe(WALLET_MESSAGES.noWallet);
  });

  it.each([
    ['reject', ['User rejected connection'], WALLET_MESSAGES.rejected],
    ['pending', [expect.objectContaining({ code: -32002 })], WALLET_MESSAGES.pending],
    ['fail', [expect.objectContaining({ message: 'Internal wallet error' })], WALLET_MESSAGES.failed],
  ] as const)('keeps the state as it was when the wallet answers %s', async (mode, logs, message) => {
    const { store, wallet, logged } = setup();
    wallet.mode = mode;
    const before = store.getState();
    await store.connect();
    expect(logged).toEqual(logs);
    expect(session(store.getState())).toEqual(session(before));
    expect(store.getState().statusMessage).toBe(message);
    expect(await store.getContract()).toBeNull();
  });

  it('keeps a connected session (account, balance, contract) when a reconnect fails', async () => {
    const { store, wallet, logged } = setup();
    await store.connect();
    const before = store.getState();
    const contract = await store.getContract();
    for (const mode of ['reject', 'fail'] as const) {
      wallet.mode = mode;
      await store.connect();
      expect(session(store.getState())).toEqual(session(before));
      expect(await store.getContract()).toBe(contract);
    }
    wallet.mode = 'approve';
    wallet.failBalance = true;
    await store.connect();
    expect(session(store.getState())).toEqual(session(before));
    expect(logged).toEqual([
      'User rejected connection',
      expect.any(Error),
      expect.objectContaining({ message: 'balance unavailable' }),
    ]);
  });

  it('sends no second request while one is open', async () => {
    const { store, wallet } = setup();
    wallet.mode = 'hang';
    void store.connect();
    void store.connect();
    expect(wallet.calls.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ status: 'connecting', statusMessage: WALLET_MESSAGES.pending });
  });

  it('connects when the request that was already pending is approved in the wallet', async () => {
    const { store, wallet } = setup();
    const stop = store.subscribe(() => undefined);
    wallet.mode = 'pending';
    await store.connect();
    wallet.emit('accountsChanged', [ACCOUNT_0]);
    await vi.waitFor(() => expect(store.getState().account).toBe(getAddress(ACCOUNT_0)));
    stop();
  });
});

describe('wallet store: wallet events', () => {
  async function connected() {
    const context = setup();
    const unsubscribe = context.store.subscribe(() => undefined);
    await context.store.connect();
    return { ...context, unsubscribe };
  }

  it('follows an account switch and an emptied account list', async () => {
    const { store, wallet } = await connected();
    wallet.emit('accountsChanged', [ACCOUNT_1]);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ account: getAddress(ACCOUNT_1), balanceText: '5.0000 ETH' }),
    );
    wallet.emit('accountsChanged', []);
    expect(store.getState()).toMatchObject({ status: 'disconnected', account: null, balanceText: '$0' });
    expect(await store.getSigner()).toBeNull();
  });

  it('follows a chain change', async () => {
    const { store, wallet } = await connected();
    wallet.chainId = '0x1';
    wallet.balances.set(ACCOUNT_0, 2n * ETH);
    wallet.emit('chainChanged', '0x1');
    expect(store.getState().chainId).toBe(1);
    await vi.waitFor(() => expect(store.getState().balanceText).toBe('2.0000 ETH'));
  });

  it('creates the signer on first use, once per account and chain', async () => {
    const { store, wallet } = await connected();
    const first = await store.getSigner();
    expect(await store.getSigner()).toBe(first);
    expect(await first?.provider?.getNetwork()).toMatchObject({ chainId: 31337n });
    wallet.chainId = '0x1';
    wallet.emit('chainChanged', '0x1');
    const second = await store.getSigner();
    expect(second).not.toBe(first);
    expect(await second?.provider?.getNetwork()).toMatchObject({ chainId: 1n });
    expect(await second?.getAddress()).toBe(getAddress(ACCOUNT_0));
  });

  it('ignores malformed event payloads', async () => {
    const { store, wallet, logged } = await connected();
    const before = store.getState();
    wallet.emit('accountsChanged', 'not a list');
    wallet.emit('chainChanged', 'mainnet');
    expect(store.getState()).toBe(before);
    expect(logged).toHaveLength(2);
  });

  it('drops the session and its listeners on disconnect', async () => {
    const { store, wallet } = await connected();
    expect(wallet.listenerCount('accountsChanged')).toBe(1);
    wallet.emit('disconnect', { code: 4900 });
    expect(store.getState()).toMatchObject({ status: 'disconnected', account: null, balanceText: '$0' });
    expect(wallet.listenerCount('accountsChanged')).toBe(0);
    expect(wallet.listenerCount('chainChanged')).toBe(0);
  });

  it('removes its listeners when nothing subscribes any more', async () => {
    const { wallet, unsubscribe } = await connected();
    unsubscribe();
    expect(wallet.listenerCount('accountsChanged')).toBe(0);
    expect(wallet.listenerCount('disconnect')).toBe(0);
  });
});

describe('wallet store: balance refresh', () => {
  it('re-reads the balance on a new block and stops polling when unsubscribed', async () => {
    vi.useFakeTimers();
    const { store, wallet } = setup();
    const unsubscribe = store.subscribe(() => undefined);
    await store.connect();
    await vi.advanceTimersByTimeAsync(0);
    wallet.balances.set(ACCOUNT_0, 9_999n * ETH);
    wallet.block = 2n;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(store.getState().balanceText).toBe('9999.0000 ETH');
    unsubscribe();
    const polls = wallet.calls.filter((m) => m === 'eth_blockNumber').length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(wallet.calls.filter((m) => m === 'eth_blockNumber')).toHaveLength(polls);
  });
});

describe('wallet store: Reconnect and Disconnect', () => {
  it('says which account answered a Reconnect (it would otherwise look like nothing happened)', async () => {
    const { store } = setup();
    await store.connect();
    expect(store.getState().statusMessage).toBeNull();
    await store.connect();
    expect(store.getState().statusMessage).toBe(reconnectedMessage(getAddress(ACCOUNT_0)));
    expect(store.getState().statusMessage).toBe('Reconnected: 0xf39F…2266.');
  });

  it('disconnects, asks the wallet to revoke, and stays disconnected on a silent restore until Connect', async () => {
    const { store, wallet } = setup();
    await store.connect();
    wallet.approved = true;
    await store.disconnect();
    expect(store.getState()).toMatchObject({
      status: 'disconnected',
      account: null,
      chainId: null,
      balanceText: '$0',
      statusMessage: WALLET_MESSAGES.disconnected,
    });
    expect(wallet.calls).toContain('wallet_revokePermissions');
    expect(await store.getSigner()).toBeNull();
    const callsBefore = wallet.calls.length;
    // The wallet still says the site is authorised; the app does not take that as a new login.
    expect(await store.restore()).toBe(false);
    expect(wallet.calls.length).toBe(callsBefore);
    await store.connect();
    expect(store.getState().status).toBe('connected');
    await store.disconnect();
    await store.connect();
    expect(store.getState().account).toBe(getAddress(ACCOUNT_0));
  });
});

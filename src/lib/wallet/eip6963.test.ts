import { afterEach, describe, expect, it } from 'vitest';
import { createWalletStore, type WalletStore } from './create-wallet-store';
import { parseAnnouncement } from './eip6963';
import { FakeWallet, announce, fakeEnvironment } from './fake-eip1193.testing';

const stores: WalletStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.destroy();
});

describe('EIP-6963 discovery', () => {
  it('lists every announced wallet and connects the one chosen', async () => {
    const events = new EventTarget();
    const first = new FakeWallet();
    const second = new FakeWallet();
    announce(events, first, { uuid: 'a', name: 'Alpha', rdns: 'io.alpha' });
    const { env } = fakeEnvironment(new FakeWallet(), events);
    const store = createWalletStore(env);
    stores.push(store);
    announce(events, second, { uuid: 'b', name: 'Beta', rdns: 'io.beta' });
    expect(store.getState().wallets.map((w) => w.name)).toEqual(['Alpha', 'Beta']);
    await store.connect('b');
    expect(second.calls).toContain('eth_requestAccounts');
    expect(first.calls).toEqual([]);
  });

  it('restores from the wallet used last time first', async () => {
    const events = new EventTarget();
    const first = new FakeWallet();
    const second = new FakeWallet();
    announce(events, first, { uuid: 'a', name: 'Alpha', rdns: 'io.alpha' });
    announce(events, second, { uuid: 'b', name: 'Beta', rdns: 'io.beta' });
    const { env } = fakeEnvironment(null, events);
    env.storage?.setItem('ledgerline.wallet.rdns', 'io.beta');
    first.approved = second.approved = true;
    const store = createWalletStore(env);
    stores.push(store);
    expect(await store.restore()).toBe(true);
    expect(second.calls).toContain('eth_accounts');
    expect(first.calls).toEqual([]);
  });

  it('ignores malformed announcements and icons that are not data: images', () => {
    const provider = new FakeWallet();
    expect(parseAnnouncement(null)).toBeNull();
    expect(parseAnnouncement({ info: { uuid: 'x', name: 'X' }, provider: {} })).toBeNull();
    expect(parseAnnouncement({ info: { uuid: '', name: 'X' }, provider })).toBeNull();
    const parsed = parseAnnouncement({
      info: { uuid: 'x', name: 'X', rdns: 'io.x', icon: 'https://evil.example/i.png' },
      provider,
    });
    expect(parsed?.info).toEqual({ id: 'x', name: 'X', icon: null, rdns: 'io.x' });
  });
});

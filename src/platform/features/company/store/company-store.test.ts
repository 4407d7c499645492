import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_B, freshDb, sampleMember, sampleWallet } from '@/lib/db/sample-records.testing';
import { StaleRevisionError } from '@/lib/db/revision-save';
import { runRules } from '@/lib/ledger/run-rules';
import { ensureChart } from '@/lib/ledger/store/chart-store';
import { placeholderLabel } from '@/lib/ledger/wallet-account';
import {
  DuplicateWalletError,
  addWallet,
  readMembers,
  readWallets,
  removeMember,
  removeWallet,
  saveMember,
  saveWallet,
} from './company-store';

describe('company store', () => {
  it('refuses a second wallet with the same address on the same network, even added elsewhere', async () => {
    const db = freshDb();
    await addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 1 }));
    await expect(addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 1 }))).rejects.toBeInstanceOf(
      DuplicateWalletError,
    );
    await addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 10 }));
    expect((await readWallets(db)).records).toHaveLength(2);
    await db.delete();
  });
  it('puts a removed member back exactly (Undo)', async () => {
    const db = freshDb();
    const first = await saveMember(db, sampleMember({ createdAt: '2025-01-01T00:00:00.000Z' }), null);
    const edited = await saveMember(db, { ...first, name: 'Edited' }, first.revision);
    const second = await saveMember(db, sampleMember({ createdAt: '2025-01-02T00:00:00.000Z', wallet: null }), null);
    await removeMember(db, edited);
    expect((await readMembers(db)).records).toEqual([second]);
    await saveMember(db, edited, null);
    expect((await readMembers(db)).records).toEqual([edited, second]);
    expect(edited.revision).toBe(2);
    await db.delete();
  });
  it('does not remove a member or wallet changed in another tab since it was shown', async () => {
    const db = freshDb();
    const member = await saveMember(db, sampleMember(), null);
    await saveMember(db, { ...member, role: 'Admin' }, member.revision);
    await expect(removeMember(db, member)).rejects.toBeInstanceOf(StaleRevisionError);
    expect((await readMembers(db)).records).toHaveLength(1);
    const wallet = await addWallet(db, sampleWallet());
    await removeWallet(db, wallet);
    await expect(removeWallet(db, wallet)).rejects.toBeInstanceOf(StaleRevisionError);
    await addWallet(db, wallet);
    await expect(addWallet(db, { ...wallet, chainId: 10 })).rejects.toBeInstanceOf(StaleRevisionError);
    await db.delete();
  });
  it('saves an edited wallet on top of the revision it started from, refusing a stale edit or a duplicate', async () => {
    const db = freshDb();
    const wallet = await addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 1 }));
    const other = await addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 10 }));
    const renamed = await saveWallet(db, { ...wallet, label: 'Renamed' }, wallet.revision);
    expect(renamed.revision).toBe(wallet.revision + 1);
    // Edited in another tab since this edit started: refused.
    await expect(saveWallet(db, { ...wallet, label: 'Stale' }, wallet.revision)).rejects.toBeInstanceOf(
      StaleRevisionError,
    );
    // Moved onto the network where the same address is already watched: refused.
    await expect(saveWallet(db, { ...renamed, chainId: other.chainId }, renamed.revision)).rejects.toBeInstanceOf(
      DuplicateWalletError,
    );
    // The list's order is the ids' (random); the labels are what matters.
    expect((await readWallets(db)).records.map((w) => w.label).sort()).toEqual(['Renamed', other.label].sort());
    await db.delete();
  });

  it("names a wallet's accounts after its label once listed, and follows a rename, but keeps a name given by hand", async () => {
    const db = await freshDb();
    const chart = await ensureChart(db);
    // The engine booked the wallet before it was listed: its accounts carry its short address.
    const { accounts } = runRules(
      [null],
      [
        (_input: null, context) => {
          context.walletAccount(1, ADDRESS_B, 'native', 'ETH');
          context.walletAccount(1, ADDRESS_B, '0x00000000000000000000000000000000000000aa', 'USDC');
          return [];
        },
      ],
      { accounts: chart, wallets: [] },
    );
    const created = accounts.filter((a) => a.id.startsWith('wallet:'));
    await db.ledgerAccounts.bulkAdd(created.map((a) => ({ ...a, revision: 1 })));
    const names = async () =>
      (await db.ledgerAccounts.toArray())
        .filter((a) => a.id.startsWith('wallet:'))
        .map((a) => a.name)
        .sort();
    expect(await names()).toEqual([
      `${placeholderLabel(ADDRESS_B)} ETH on Ethereum`,
      `${placeholderLabel(ADDRESS_B)} USDC on Ethereum`,
    ]);
    const wallet = await addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 1, label: 'Operating' }));
    expect(await names()).toEqual(['Operating ETH on Ethereum', 'Operating USDC on Ethereum']);
    // One renamed by hand in the chart keeps its name when the wallet is renamed.
    const usdc = (await db.ledgerAccounts.toArray()).find((a) => a.name === 'Operating USDC on Ethereum')!;
    await db.ledgerAccounts.put({ ...usdc, name: 'Stablecoin float', revision: usdc.revision + 1 });
    await saveWallet(db, { ...wallet, label: 'Main' }, wallet.revision);
    expect(await names()).toEqual(['Main ETH on Ethereum', 'Stablecoin float']);
    await db.delete();
  });
});

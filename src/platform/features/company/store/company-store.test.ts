import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_B, freshDb, sampleMember, sampleWallet } from '../../../../lib/db/sample-records.testing';
import { DuplicateWalletError, addWallet, readMembers, readWallets, removeMember, saveMember } from './company-store';

describe('company store', () => {
  it('refuses a second wallet with the same address on the same network, even added elsewhere', async () => {
    const db = freshDb();
    await addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 1 }));
    await expect(addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 1 }))).rejects.toBeInstanceOf(DuplicateWalletError);
    await addWallet(db, sampleWallet({ address: ADDRESS_B, chainId: 10 }));
    expect((await readWallets(db)).records).toHaveLength(2);
    await db.delete();
  });
  it('puts a removed member back exactly (Undo)', async () => {
    const db = freshDb();
    const first = await saveMember(db, sampleMember({ createdAt: '2025-01-01T00:00:00.000Z' }));
    const second = await saveMember(db, sampleMember({ createdAt: '2025-01-02T00:00:00.000Z', wallet: null }));
    await removeMember(db, first.id);
    expect((await readMembers(db)).records).toEqual([second]);
    await saveMember(db, first);
    expect((await readMembers(db)).records).toEqual([first, second]);
    await db.delete();
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordValidationError, addRecord, bulkPutRecords, putRecord, readRecord, readRecords } from './records';
import { ADDRESS_A, ADDRESS_B, freshDb, sampleMember, sampleProfile, sampleWallet } from './sample-records.testing';
import type { WorkspaceDb } from './workspace-db';

let db: WorkspaceDb;
afterEach(async () => {
  await db?.delete();
});

describe('entity schemas (checked on every write)', () => {
  it('accepts valid records and normalises text', async () => {
    db = freshDb();
    const stored = await putRecord(db, 'teamMembers', { ...sampleMember(), name: '  Ada  ' });
    expect(stored.name).toBe('Ada');
    expect((await db.teamMembers.get(stored.id))?.name).toBe('Ada');
  });
  it('refuses invalid records with the field and message, writing nothing', async () => {
    db = freshDb();
    const cases: [Parameters<typeof putRecord>[1], unknown, string][] = [
      ['teamMembers', { ...sampleMember(), email: 'not-an-email' }, 'email: Enter a valid email address'],
      ['teamMembers', { ...sampleMember(), wallet: ADDRESS_A.toLowerCase() }, 'wallet: Expected an EIP-55 checksummed'],
      ['teamMembers', { ...sampleMember(), role: 'Owner' }, 'role: Choose a role'],
      ['treasuryWallets', { ...sampleWallet(), chainId: 5 }, 'chainId: Choose a network from the list'],
      ['companyProfile', { ...sampleProfile(), legalName: ' ' }, 'legalName: Enter the legal name'],
      [
        'companyProfile',
        { ...sampleProfile(), logo: new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'image/png' }) },
        'logo: The logo must be at most 1 MB',
      ],
      ['companyProfile', { ...sampleProfile(), extra: 1 }, 'Unrecognized key'],
    ];
    for (const [table, value, message] of cases) {
      const error = await putRecord(db, table, value).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RecordValidationError);
      expect((error as Error).message).toContain(message);
    }
    expect(await db.teamMembers.count()).toBe(0);
    expect(await db.companyProfile.count()).toBe(0);
  });
  it('addRecord refuses an existing key', async () => {
    db = freshDb();
    const member = sampleMember();
    await addRecord(db, 'teamMembers', member);
    await expect(addRecord(db, 'teamMembers', member)).rejects.toMatchObject({ name: 'ConstraintError' });
  });
});

describe('bulk writes are atomic', () => {
  it('writes nothing when one record is invalid', async () => {
    db = freshDb();
    const batch = [sampleMember(), sampleMember(), { ...sampleMember(), email: 'broken' }, sampleMember()];
    await expect(bulkPutRecords(db, 'teamMembers', batch)).rejects.toBeInstanceOf(RecordValidationError);
    expect(await db.teamMembers.count()).toBe(0);
  });
  it('writes nothing when the database refuses one record half way', async () => {
    db = freshDb();
    await putRecord(db, 'treasuryWallets', sampleWallet({ address: ADDRESS_A }));
    // The third wallet repeats an existing (network, address): the unique index fails mid-write.
    const batch = [
      sampleWallet({ address: ADDRESS_B }),
      sampleWallet({ address: ADDRESS_B, chainId: 1 }),
      sampleWallet({ address: ADDRESS_A }),
    ];
    await expect(bulkPutRecords(db, 'treasuryWallets', batch)).rejects.toThrow();
    expect(await db.treasuryWallets.count()).toBe(1);
  });
  it('writes all records when all are valid', async () => {
    db = freshDb();
    await bulkPutRecords(db, 'teamMembers', [sampleMember(), sampleMember()]);
    expect(await db.teamMembers.count()).toBe(2);
  });
});

describe('parse on read', () => {
  it('reports a corrupt row instead of throwing, and returns the valid ones', async () => {
    db = freshDb();
    const good = await putRecord(db, 'teamMembers', sampleMember({ createdAt: '2025-01-01T00:00:00.000Z' }));
    // Written behind the wrappers' back, as an old bug or a hand-edited database would.
    await db.teamMembers.put({ ...sampleMember(), id: 'broken', email: 42 } as never);
    const read = await readRecords(db, 'teamMembers', 'createdAt');
    expect(read.records).toEqual([good]);
    expect(read.corrupt).toEqual([
      { table: 'teamMembers', key: 'broken', problems: [expect.stringContaining('email')] },
    ]);
  });
  it('reads one record back exactly, blobs included', async () => {
    db = freshDb();
    const profile = sampleProfile();
    await putRecord(db, 'companyProfile', profile);
    const { record, corrupt } = await readRecord(db, 'companyProfile', 'company');
    expect(corrupt).toEqual([]);
    expect(record?.legalName).toBe(profile.legalName);
    expect(record?.logo).toBeInstanceOf(Blob);
    expect(new Uint8Array(await record!.logo!.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(await readRecord(db, 'companyProfile', 'missing')).toEqual({ record: null, corrupt: [] });
  });
});

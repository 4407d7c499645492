import { describe, expect, it } from 'vitest';
import { emptyContent, type WorkspaceContent } from '@/lib/db/tables';
import { ACCOUNT, ADDRESS_A, sampleMember, sampleProfile } from '@/lib/db/sample-records.testing';
import { fileChecksum, verifyChecksum } from './backup-checksum';
import { encryptText } from './backup-crypto';
import { BackupError } from './backup-errors';
import { LEGACY_CHECKSUM_MAX_SCHEMA_VERSION, type BackupFile } from './backup-file';
import { contentChecksum } from './canonical-json';
import { readBackupText } from './read-backup';
import { createBackupFile } from './write-backup';

function sampleContent(): WorkspaceContent {
  return { ...emptyContent(), companyProfile: [sampleProfile()], teamMembers: [sampleMember()] };
}

async function refusalOf(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

const fresh = () =>
  createBackupFile({ content: sampleContent(), account: ACCOUNT, exportedAt: new Date('2025-03-04T05:06:07Z') });

describe('the checksum (version 2) covers the whole file', () => {
  it('is the SHA-256 of every field but itself, and a fresh file passes', async () => {
    const file = await fresh();
    expect(file.checksumVersion).toBe(2);
    const { checksum, ...unsigned } = file;
    expect(checksum).toBe(await fileChecksum(unsigned));
    expect(checksum).not.toBe(await contentChecksum(file.content));
    await expect(verifyChecksum(file)).resolves.toBeUndefined();
  });

  const headerEdits: [string, (file: BackupFile) => BackupFile][] = [
    ['schemaVersion', (file) => ({ ...file, schemaVersion: file.schemaVersion - 1 || 2 })],
    ['exportedAt', (file) => ({ ...file, exportedAt: '2020-01-01T00:00:00.000Z' })],
    ['account', (file) => ({ ...file, account: ADDRESS_A })],
    ['content', (file) => ({ ...file, content: { ...file.content, teamMembers: [] } })],
  ];
  for (const [field, edit] of headerEdits) {
    it(`refuses a file whose ${field} was edited`, async () => {
      const error = await refusalOf(readBackupText(JSON.stringify(edit(await fresh()))));
      expect(error.reason).toBe('checksum');
      expect(error.message).toMatch(/altered or damaged/);
    });
  }

  it('refuses an edited header inside an encrypted file (the decrypted file is checked the same way)', async () => {
    const file = { ...(await fresh()), exportedAt: '2020-01-01T00:00:00.000Z' };
    const text = JSON.stringify(await encryptText(JSON.stringify(file), 'pw', 1_000));
    expect((await refusalOf(readBackupText(text, 'pw'))).reason).toBe('checksum');
  });

  it('refuses a file stripped of its checksumVersion (it cannot fall back to the content-only check)', async () => {
    const { checksumVersion: _dropped, ...stripped } = await fresh();
    expect((await refusalOf(verifyChecksum(stripped))).reason).toBe('checksum');
  });

  it('says “newer version” for a checksum version it does not know', async () => {
    const error = await refusalOf(readBackupText(JSON.stringify({ ...(await fresh()), checksumVersion: 3 })));
    expect(error.reason).toBe('newer-version');
  });
});

describe('files written before checksum version 2 (content only)', () => {
  async function legacy(schemaVersion: number): Promise<BackupFile> {
    const { checksumVersion: _none, checksum: _new, ...rest } = await fresh();
    return { ...rest, schemaVersion, checksum: await contentChecksum(rest.content) };
  }
  it('are still verified their old way', async () => {
    await expect(verifyChecksum(await legacy(1))).resolves.toBeUndefined();
    await expect(verifyChecksum(await legacy(LEGACY_CHECKSUM_MAX_SCHEMA_VERSION))).resolves.toBeUndefined();
    const damaged = await legacy(1);
    expect(
      (await refusalOf(verifyChecksum({ ...damaged, content: { ...damaged.content, teamMembers: [] } }))).reason,
    ).toBe('checksum');
  });
  it('cannot claim a schema version that was only ever written with the new checksum', async () => {
    expect((await refusalOf(verifyChecksum(await legacy(LEGACY_CHECKSUM_MAX_SCHEMA_VERSION + 1)))).reason).toBe(
      'checksum',
    );
  });
});

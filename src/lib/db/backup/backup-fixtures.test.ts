import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_TABLES, TABLE_NAMES, type TableName } from '@/lib/db/tables';
import { SCHEMA_VERSIONS } from '@/lib/db/schema-versions';
import { comparable } from '@/lib/db/workspace-arbitraries.testing';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { decodeBlobs } from './blob-codec';
import { readBackupText, type VerifiedBackup } from './read-backup';
import { readWorkspaceContent, restoreWorkspaceContent } from './workspace-content';

// Real files written once by the version-1 code (commit 222e59a, schema version 1, checksum
// version 1) — see fixtures/README.md. Never regenerate them with newer code.
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PASSPHRASE = 'version one fixture';

async function verified(text: string, passphrase?: string): Promise<VerifiedBackup> {
  const result = await readBackupText(text, passphrase);
  if (result.kind !== 'verified') throw new Error('expected a verified backup');
  return result.backup;
}

describe('a real version-1 backup', () => {
  it('is what version 1 wrote: schema version 1, content-only checksum, four tables', async () => {
    const file = JSON.parse(await fixture('workspace-v1.json'));
    expect(file.schemaVersion).toBe(1);
    expect(file).not.toHaveProperty('checksumVersion');
    expect(Object.keys(file.content)).toEqual(['companyProfile', 'teamMembers', 'treasuryWallets', 'meta']);
  });

  it('is verified, and every row is upgraded to a valid row of the current schema', async () => {
    const backup = await verified(await fixture('workspace-v1.json'));
    expect(backup.schemaVersion).toBe(1);
    for (const table of TABLE_NAMES) {
      for (const row of backup.content[table]) expect(WORKSPACE_TABLES[table].schema.safeParse(row).success).toBe(true);
    }
    expect(backup.counts).toMatchObject({
      companyProfile: 1,
      teamMembers: 2,
      treasuryWallets: 1,
      meta: 2,
      chainTransactions: 0,
    });
    expect(backup.content.teamMembers.map((m) => m.name)).toEqual(['Grace Hopper', 'Alan Turing']);
  });

  it('upgrades exactly as a version-1 database opened by the current code does', async () => {
    const backup = await verified(await fixture('workspace-v1.json'));
    const name = `test-${crypto.randomUUID()}`;
    const old = new WorkspaceDb(
      name,
      SCHEMA_VERSIONS.filter((step) => step.version === 1),
    );
    const raw = JSON.parse(await fixture('workspace-v1.json')).content as Record<string, unknown[]>;
    await old.transaction('rw', Object.keys(raw), async () => {
      for (const [table, rows] of Object.entries(raw)) await old.table(table).bulkPut(decodeBlobs(rows) as object[]);
    });
    old.close();
    const upgraded = new WorkspaceDb(name);
    try {
      const read = await readWorkspaceContent(upgraded);
      expect(read.corrupt).toEqual([]);
      expect(await comparable(read.content)).toEqual(await comparable(backup.content));
    } finally {
      await upgraded.delete();
    }
  });

  it('imports into the current schema (Replace): rows, logo and the file’s createdAt; lastImportAt recorded', async () => {
    const backup = await verified(await fixture('workspace-v1.json'));
    const db = new WorkspaceDb(`test-${crypto.randomUUID()}`);
    const now = new Date('2026-01-02T03:04:05Z');
    try {
      await restoreWorkspaceContent(db, backup.content, 'replace', now);
      const { content, corrupt } = await readWorkspaceContent(db);
      expect(corrupt).toEqual([]);
      expect(content.companyProfile[0]).toMatchObject({ legalName: 'Version One GmbH', fiscalYearStartMonth: 4 });
      const logo = content.companyProfile[0]?.logo;
      expect(logo?.type).toBe('image/png');
      expect(new Uint8Array(await logo!.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
      expect(content.teamMembers.map((m) => m.wallet)).toEqual(['0x8ba1f109551bD432803012645Ac136ddd64DBA72', null]);
      expect(content.treasuryWallets[0]).toMatchObject({ label: 'Reserve', chainId: 31337 });
      expect(Object.fromEntries(content.meta.map((e) => [e.key, e.value]))).toEqual({
        createdAt: '2025-01-15T09:00:00.000Z',
        lastImportAt: now.toISOString(),
      });
      const upgradedTables = TABLE_NAMES.filter(
        (table): table is TableName => !['companyProfile', 'teamMembers', 'treasuryWallets', 'meta'].includes(table),
      );
      for (const table of upgradedTables) expect(content[table]).toEqual([]);
    } finally {
      await db.delete();
    }
  });
});

describe('a real encrypted version-1 backup', () => {
  it('is locked without its passphrase and holds the same workspace as the readable one', async () => {
    const text = await fixture('workspace-v1-encrypted.json');
    expect(JSON.parse(text)).toMatchObject({ format: 'ledgerline-workspace-encrypted', version: 1 });
    expect(await readBackupText(text)).toEqual({ kind: 'locked' });
    const backup = await verified(text, PASSPHRASE);
    expect(backup).toMatchObject({ schemaVersion: 1, encrypted: true });
    const readable = await verified(await fixture('workspace-v1.json'));
    expect(await comparable(backup.content)).toEqual(await comparable(readable.content));
  });
});

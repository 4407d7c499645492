import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '@/lib/db/schema-versions';
import { TABLE_NAMES, emptyContent, type WorkspaceContent } from '@/lib/db/tables';
import {
  ACCOUNT,
  ADDRESS_A,
  freshDb,
  sampleMember,
  sampleProfile,
  sampleWallet,
} from '@/lib/db/sample-records.testing';
import { writeCompactCopy } from '@/lib/db/compact-copy';
import { BackupError } from './backup-errors';
import { PBKDF2_ITERATIONS } from './backup-file';
import { fileChecksum } from './backup-checksum';
import { readBackupText } from './read-backup';
import { readWorkspaceContent, restoreWorkspaceContent } from './workspace-content';
import { writeBackupText } from './write-backup';

const ITERATIONS = 1_000;

function sampleContent(): WorkspaceContent {
  return {
    ...emptyContent(),
    companyProfile: [sampleProfile()],
    teamMembers: [sampleMember()],
    treasuryWallets: [sampleWallet()],
  };
}

async function refusal(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** Edits a readable backup and, unless told otherwise, re-signs it so only the edit is wrong. */
// `any`: the test pokes at arbitrary places of the parsed JSON on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function edited(edit: (file: Record<string, any>) => void, resign = true): Promise<string> {
  const file = JSON.parse(await writeBackupText({ content: sampleContent(), account: ACCOUNT }));
  edit(file);
  if (resign) {
    const { checksum: _old, ...unsigned } = file;
    file.checksum = await fileChecksum(unsigned as Parameters<typeof fileChecksum>[0]);
  }
  return JSON.stringify(file);
}

describe('the readable backup file', () => {
  it('is indented JSON with the envelope, a checksum and base64 blobs', async () => {
    const text = await writeBackupText({
      content: sampleContent(),
      account: ACCOUNT,
      exportedAt: new Date('2025-03-04T05:06:07Z'),
    });
    expect(text).toContain('\n  "format": "ledgerline-workspace"');
    const file = JSON.parse(text);
    expect(file).toMatchObject({
      format: 'ledgerline-workspace',
      checksumVersion: 2,
      schemaVersion: CURRENT_SCHEMA_VERSION,
      exportedAt: '2025-03-04T05:06:07.000Z',
      account: ACCOUNT,
    });
    expect(file.checksum).toMatch(/^sha256-[0-9a-f]{64}$/);
    const { checksum, ...unsigned } = file;
    expect(checksum).toBe(await fileChecksum(unsigned));
    expect(file.content.companyProfile[0].logo).toEqual({ $blob: { type: 'image/png', base64: 'iVBORw==' } });
    // Every table of the registry, in its order (so a new table reaches backups with no extra code).
    expect(Object.keys(file.content)).toEqual(TABLE_NAMES);
    expect(TABLE_NAMES).toEqual([
      'companyProfile',
      'teamMembers',
      'treasuryWallets',
      'meta',
      'networkSettings',
      'knownTokens',
      'chainTransactions',
      'syncCursors',
      'recentBlocks',
      'contractDeployments',
      'ledgerAccounts',
      'journalEntries',
      'ledgerPrices',
      'periodEvents',
      'companyTokens',
      'distributionTemplates',
      'distributionRuns',
      'counterparties',
      'invoices',
      'payments',
      'bills',
      'billApprovals',
      'billPayments',
      'documents',
      'mailTemplates',
      'mailMessages',
      'mailReminders',
      'calendarEvents',
      'commsNotes',
      'commsActivities',
      'signedMessages',
      'commsReadMarks',
      'insightDismissals',
      'categoryDecisions',
      'categoryRules',
      'chainBalances',
      'recurringItems',
      'openingBalances',
      'safeProposals',
      'paymentRequests',
      'categoryAccounts',
    ]);
  });
  it('summarises what it contains', async () => {
    const result = await readBackupText(await writeBackupText({ content: sampleContent(), account: ACCOUNT }));
    expect(result.kind).toBe('verified');
    if (result.kind !== 'verified') return;
    const others = Object.fromEntries(TABLE_NAMES.map((table) => [table, 0]));
    expect(result.backup.counts).toEqual({ ...others, companyProfile: 1, teamMembers: 1, treasuryWallets: 1 });
    expect(result.backup.account).toBe(ACCOUNT);
  });
});

describe('the encrypted backup file', () => {
  it('uses PBKDF2-SHA256 with 600,000 iterations by default and hides the content', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const text = await writeBackupText({ content: sampleContent(), account: ACCOUNT, passphrase: 'correct horse' });
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: 'ledgerline-workspace-encrypted', version: 1, cipher: 'AES-GCM-256' });
    expect(file.kdf).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 });
    expect(atob(file.kdf.salt)).toHaveLength(16);
    expect(atob(file.iv)).toHaveLength(12);
    expect(text).not.toContain('Acme');
  });
  it('is locked without a passphrase and refused with a wrong one', async () => {
    const text = await writeBackupText({
      content: sampleContent(),
      account: ACCOUNT,
      passphrase: 'correct horse',
      iterations: ITERATIONS,
    });
    expect(await readBackupText(text)).toEqual({ kind: 'locked' });
    expect((await refusal(readBackupText(text, 'wrong horse'))).reason).toBe('wrong-passphrase');
    expect((await readBackupText(text, 'correct horse')).kind).toBe('verified');
  });
  it('refuses an altered ciphertext', async () => {
    const file = JSON.parse(
      await writeBackupText({ content: sampleContent(), account: ACCOUNT, passphrase: 'pw', iterations: ITERATIONS }),
    );
    const bytes = Uint8Array.from(atob(file.ciphertext), (c) => c.charCodeAt(0));
    bytes[5] = (bytes[5] ?? 0) ^ 1;
    file.ciphertext = btoa(String.fromCharCode(...bytes));
    expect((await refusal(readBackupText(JSON.stringify(file), 'pw'))).reason).toBe('wrong-passphrase');
  });
});

describe('refusals (each says why)', () => {
  it('not JSON, not a backup', async () => {
    expect((await refusal(readBackupText('{oops'))).reason).toBe('not-json');
    expect((await refusal(readBackupText('{"format":"something-else"}'))).reason).toBe('not-backup');
    const noAccount = await edited((f) => delete f.account);
    expect((await refusal(readBackupText(noAccount))).message).toContain('account');
  });
  it('a tampered file (checksum no longer matches)', async () => {
    const text = await edited((f) => (f.content.teamMembers[0].name = 'Mallory'), false);
    const error = await refusal(readBackupText(text));
    expect(error.reason).toBe('checksum');
    expect(error.message).toMatch(/altered or damaged/);
  });
  it('a newer schema version', async () => {
    const error = await refusal(readBackupText(await edited((f) => (f.schemaVersion = CURRENT_SCHEMA_VERSION + 1))));
    expect(error.reason).toBe('newer-version');
    expect(error.message).toContain(`schema version ${CURRENT_SCHEMA_VERSION + 1}`);
  });
  it('any failing record, naming table, row and field', async () => {
    const error = await refusal(readBackupText(await edited((f) => (f.content.teamMembers[0].email = 'nope'))));
    expect(error.reason).toBe('invalid-records');
    expect(error.message).toContain('Team members #1 (email): Enter a valid email address');
  });
  it('lowercase (unchecksummed) addresses, unknown tables, duplicates, broken blobs', async () => {
    const lower = await refusal(
      readBackupText(await edited((f) => (f.content.treasuryWallets[0].address = ADDRESS_A.toLowerCase()))),
    );
    expect(lower.message).toContain('Treasury wallets #1 (address)');
    const unknown = await refusal(readBackupText(await edited((f) => (f.content.quotes = []))));
    expect(unknown.message).toContain('Unknown table “quotes”');
    const dup = await refusal(
      readBackupText(
        await edited((f) => f.content.treasuryWallets.push({ ...f.content.treasuryWallets[0], id: 'other' })),
      ),
    );
    expect(dup.message).toContain('appears twice on the same network');
    const blob = await refusal(
      readBackupText(await edited((f) => (f.content.companyProfile[0].logo.$blob.base64 = '***'))),
    );
    expect(blob.message).toContain('damaged embedded file data');
  });
});

describe('restore', () => {
  it('replace starts over; merge keeps other rows and replaces same keys', async () => {
    const db = freshDb();
    const kept = sampleMember({ name: 'Kept' });
    const sameKey = sampleMember({ name: 'Before' });
    await restoreWorkspaceContent(db, { ...emptyContent(), teamMembers: [kept, sameKey] }, 'replace');
    await restoreWorkspaceContent(db, { ...emptyContent(), teamMembers: [{ ...sameKey, name: 'After' }] }, 'merge');
    expect((await db.teamMembers.toArray()).map((m) => m.name).sort()).toEqual(['After', 'Kept']);
    await restoreWorkspaceContent(db, sampleContent(), 'replace');
    const { content } = await readWorkspaceContent(db);
    expect(content.teamMembers.map((m) => m.name)).toEqual(['Ada Lovelace']);
    // The file had no settings: only the workspace's own facts remain (see restore-meta.test.ts).
    expect(content.meta.map((entry) => entry.key).sort()).toEqual(['createdAt', 'lastImportAt']);
    await db.delete();
  });
  it('leaves the compact copies out (derived data) and clears them, in either mode', async () => {
    const db = freshDb();
    for (const mode of ['merge', 'replace'] as const) {
      await writeCompactCopy(db, 'chainTransactions', 'f', [{ id: 'a' }], '2025-01-01T00:00:00.000Z');
      const { content } = await readWorkspaceContent(db);
      expect(Object.keys(content)).not.toContain('compactCopies');
      await restoreWorkspaceContent(db, sampleContent(), mode);
      expect(await db.compactCopies.count()).toBe(0);
    }
    await db.delete();
  });
  it('merge lets an imported wallet replace one watching the same address under another id', async () => {
    const db = freshDb();
    await restoreWorkspaceContent(
      db,
      { ...emptyContent(), treasuryWallets: [sampleWallet({ id: 'local', label: 'Local' })] },
      'merge',
    );
    await restoreWorkspaceContent(
      db,
      { ...emptyContent(), treasuryWallets: [sampleWallet({ id: 'imported', label: 'Imported' })] },
      'merge',
    );
    expect((await db.treasuryWallets.toArray()).map((w) => w.id)).toEqual(['imported']);
    await db.delete();
  });
  it('writes nothing when any record is invalid', async () => {
    const db = freshDb();
    await restoreWorkspaceContent(db, sampleContent(), 'replace');
    const bad = { ...emptyContent(), teamMembers: [sampleMember(), { ...sampleMember(), email: 'x' }] };
    await expect(restoreWorkspaceContent(db, bad, 'replace')).rejects.toThrow();
    const { content } = await readWorkspaceContent(db);
    expect(content.teamMembers).toHaveLength(1);
    expect(content.companyProfile).toHaveLength(1);
    await db.delete();
  });
});

import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparable, accountArbitrary, workspaceContentArbitrary } from '@/lib/db/workspace-arbitraries.testing';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { readBackupText } from './read-backup';
import { readWorkspaceContent, restoreWorkspaceContent } from './workspace-content';
import { writeBackupText } from './write-backup';

// Fewer PBKDF2 iterations, for tests only: the production default is asserted in backup.test.ts.
const TEST_ITERATIONS = 1_000;
// Property runs take a few seconds alone and more on a shared, loaded machine: not a time budget.
const PROPERTY_TIMEOUT_MS = 60_000;

async function roundTrip(
  content: Parameters<typeof writeBackupText>[0]['content'],
  account: string,
  passphrase?: string,
) {
  const text = await writeBackupText({ content, account, passphrase, iterations: TEST_ITERATIONS });
  const result = await readBackupText(text, passphrase);
  if (result.kind !== 'verified') throw new Error('expected a verified backup');
  return result.backup;
}

describe('export → import is lossless', () => {
  it(
    'for arbitrary valid workspaces, blobs included (readable file)',
    async () => {
      await fc.assert(
        fc.asyncProperty(workspaceContentArbitrary, accountArbitrary, async (content, account) => {
          const backup = await roundTrip(content, account);
          expect(backup.account).toBe(account);
          expect(backup.encrypted).toBe(false);
          expect(await comparable(backup.content)).toEqual(await comparable(content));
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'for arbitrary valid workspaces and passphrases (encrypted file)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          workspaceContentArbitrary,
          accountArbitrary,
          fc.string({ minLength: 1, maxLength: 40 }),
          async (content, account, passphrase) => {
            const backup = await roundTrip(content, account, passphrase);
            expect(backup.encrypted).toBe(true);
            expect(await comparable(backup.content)).toEqual(await comparable(content));
          },
        ),
        { numRuns: 40 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'through the database: read → file → replace into an empty workspace → read',
    async () => {
      await fc.assert(
        fc.asyncProperty(workspaceContentArbitrary, accountArbitrary, async (content, account) => {
          const source = new WorkspaceDb(`test-${crypto.randomUUID()}`);
          const target = new WorkspaceDb(`test-${crypto.randomUUID()}`);
          // One import time for both, since each import records it (lastImportAt).
          const now = new Date('2025-06-07T08:09:10Z');
          try {
            await restoreWorkspaceContent(source, content, 'replace', now);
            const exported = await readWorkspaceContent(source);
            expect(exported.corrupt).toEqual([]);
            const backup = await roundTrip(exported.content, account);
            await restoreWorkspaceContent(target, backup.content, 'replace', now);
            const restored = await readWorkspaceContent(target);
            expect(await comparable(restored.content)).toEqual(await comparable(exported.content));
          } finally {
            await source.delete();
            await target.delete();
          }
        }),
        { numRuns: 30 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

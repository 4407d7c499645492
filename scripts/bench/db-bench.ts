// The workspace database benchmark, run in a real browser by scripts/bench-db.mjs (never imported
// by the app, so never part of dist/). Prints nothing itself: it returns the figures.
import { readBackupText } from '@/lib/db/backup/read-backup';
import { readWorkspaceContent, restoreWorkspaceContent } from '@/lib/db/backup/workspace-content';
import { writeBackupText } from '@/lib/db/backup/write-backup';
import { TEAM_ROLES, type TeamMember } from '@/lib/db/entities/team-member';
import { bulkPutRecords, readRecords } from '@/lib/db/records';
import { WorkspaceDb } from '@/lib/db/workspace-db';

/** Timings in milliseconds, sizes in bytes. */
export interface DbBenchFigures {
  readonly records: number;
  readonly writeMs: number;
  readonly readMs: number;
  readonly exportMs: number;
  readonly exportBytes: number;
  readonly importMs: number;
  readonly encryptedExportMs: number;
  readonly encryptedBytes: number;
  readonly encryptedImportMs: number;
  /** The same rows put with the bare IndexedDB API, one transaction: the browser's own floor. */
  readonly rawPutMs: number;
}

function members(count: number): TeamMember[] {
  const createdAt = new Date('2025-01-01T00:00:00Z').getTime();
  return Array.from({ length: count }, (_, i) => ({
    id: `member-${i}`,
    name: `Team Member ${i}`,
    email: `member${i}@example.com`,
    revision: 1,
    role: TEAM_ROLES[i % TEAM_ROLES.length] ?? 'Viewer',
    wallet: null,
    createdAt: new Date(createdAt + i * 1000).toISOString(),
  }));
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** Puts rows into a fresh object store with the bare IndexedDB API and resolves on commit. */
async function rawPut(rows: readonly TeamMember[]): Promise<void> {
  const name = `ledgerline-bench-raw-${crypto.randomUUID()}`;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('rows', { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('rows', 'readwrite');
    const store = tx.objectStore('rows');
    for (const row of rows) store.put(row);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  indexedDB.deleteDatabase(name);
}

/** Writes, reads back, exports and imports `count` records (validated like the app does). */
export async function runDbBench(count = 10_000): Promise<DbBenchFigures> {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const source = new WorkspaceDb(`ledgerline-bench-${crypto.randomUUID()}`);
  const target = new WorkspaceDb(`ledgerline-bench-${crypto.randomUUID()}`);
  try {
    await Promise.all([source.open(), target.open()]);
    const [, writeMs] = await timed(() => bulkPutRecords(source, 'teamMembers', members(count)));
    const [read, readMs] = await timed(() => readRecords(source, 'teamMembers', 'createdAt'));
    if (read.records.length !== count) throw new Error(`read back ${read.records.length} of ${count}`);
    const [text, exportMs] = await timed(async () =>
      writeBackupText({ content: (await readWorkspaceContent(source)).content, account }),
    );
    const [, importMs] = await timed(async () => {
      const result = await readBackupText(text);
      if (result.kind !== 'verified') throw new Error('unexpected locked backup');
      await restoreWorkspaceContent(target, result.backup.content, 'replace');
    });
    const passphrase = 'bench passphrase';
    const [encrypted, encryptedExportMs] = await timed(async () =>
      writeBackupText({ content: (await readWorkspaceContent(source)).content, account, passphrase }),
    );
    const [, encryptedImportMs] = await timed(async () => {
      const result = await readBackupText(encrypted, passphrase);
      if (result.kind !== 'verified') throw new Error('unexpected locked backup');
      await restoreWorkspaceContent(target, result.backup.content, 'replace');
    });
    if ((await target.teamMembers.count()) !== count) throw new Error('import lost records');
    const [, rawPutMs] = await timed(() => rawPut(members(count)));
    const size = (s: string) => new Blob([s]).size;
    return {
      records: count,
      writeMs,
      readMs,
      exportMs,
      exportBytes: size(text),
      importMs,
      encryptedExportMs,
      encryptedBytes: size(encrypted),
      encryptedImportMs,
      rawPutMs,
    };
  } finally {
    await Promise.all([source.delete(), target.delete()]);
  }
}

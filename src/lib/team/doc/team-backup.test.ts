import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Automerge from '@automerge/automerge/slim';
import { readWorkspaceContent } from '@/lib/db/backup/workspace-content';
import { saveRevision } from '@/lib/db/revision-save';
import { ACCOUNT, freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { startAutomergeInNode } from './automerge-node.testing';
import { recordConflicts } from './conflicts';
import { openDevice, sampleVendor, sync, type Device } from './devices.testing';
import { isTeamBackupText, readTeamBackupFile, writeTeamBackupText } from './team-backup-file';
import { decodeTeamDocs, encodeTeamDocs, restoreTeamBackup } from './team-backup';

/** Reads a team backup completely: the file, then its documents. */
async function readTeamBackupText(text: string) {
  const file = await readTeamBackupFile(text);
  return { backup: file.backup, docs: decodeTeamDocs(file.documents) };
}

beforeAll(startAutomergeInNode);

let dbs: WorkspaceDb[] = [];
afterEach(async () => {
  for (const db of dbs) await db.delete();
  dbs = [];
});

async function open(actor: string): Promise<Device> {
  const device = await openDevice(actor);
  dbs.push(device.db);
  return device;
}

/** Two devices that edited one vendor's name at once: the documents hold a conflict. */
async function conflictedWorkspace(): Promise<Device> {
  const a = await open('aa');
  const b = await open('bb');
  await saveRevision(a.db, 'counterparties', sampleVendor(), null);
  await sync(a, b);
  await saveRevision(a.db, 'counterparties', { ...(await a.db.counterparties.get('v1'))!, name: 'North' }, 1);
  await saveRevision(b.db, 'counterparties', { ...(await b.db.counterparties.get('v1'))!, name: 'South' }, 1);
  await sync(b, a);
  return a;
}

async function backupOf(device: Device): Promise<string> {
  const { content } = await readWorkspaceContent(device.db);
  return writeTeamBackupText({
    content,
    account: ACCOUNT,
    workspaceId: 'ws-1',
    documents: encodeTeamDocs(device.session.docs),
  });
}

describe('team backup', () => {
  it('restores into a fresh database with the rows and the history (conflicts included)', async () => {
    const source = await conflictedWorkspace();
    const text = await backupOf(source);
    expect(isTeamBackupText(text)).toBe(true);
    const verified = await readTeamBackupText(text);
    const target = freshDb();
    dbs.push(target);
    await restoreTeamBackup(target, verified, 'replace');
    const restored = (await target.counterparties.get('v1'))!;
    expect(restored.name).toBe((await source.db.counterparties.get('v1'))!.name);
    expect(recordConflicts(verified.docs, 'counterparties', 'v1')).toHaveLength(1);
    expect(recordConflicts(verified.docs, 'counterparties', 'v1')).toEqual(
      recordConflicts(source.session.docs, 'counterparties', 'v1'),
    );
    expect(Automerge.getAllChanges(verified.docs.directory)).toHaveLength(
      Automerge.getAllChanges(source.session.docs.directory).length,
    );
  });

  it('refuses an edited file and a document that is not ours', async () => {
    const source = await conflictedWorkspace();
    const text = await backupOf(source);
    await expect(readTeamBackupText(text.replace('"ws-1"', '"ws-2"'))).rejects.toMatchObject({ reason: 'checksum' });
    const file = JSON.parse(text);
    const stranger = Automerge.from<Record<string, unknown>>({ counterparties: {} });
    file.documents.directory = Buffer.from(Automerge.save(stranger)).toString('base64');
    const { checksum: _checksum, ...unsigned } = file;
    const { canonicalJson, sha256Hex } = await import('@/lib/db/backup/canonical-json');
    file.checksum = `sha256-${await sha256Hex(canonicalJson(unsigned))}`;
    await expect(readTeamBackupText(JSON.stringify(file))).rejects.toMatchObject({ reason: 'invalid-records' });
  });

  it('leaves the single-browser backup as it was: a plain backup is not a team backup', async () => {
    const source = await open('aa');
    const { content } = await readWorkspaceContent(source.db);
    const { writeBackupText } = await import('@/lib/db/backup/write-backup');
    expect(isTeamBackupText(await writeBackupText({ content, account: ACCOUNT }))).toBe(false);
  });
});

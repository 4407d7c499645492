import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveRevision } from '@/lib/db/revision-save';
import { ACCOUNT } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { startAutomergeInNode } from './doc/automerge-node.testing';
import { readDocRecord } from './doc/documents';
import { openDevice, sampleVendor } from './doc/devices.testing';
import { decodeTeamDocs } from './doc/team-backup';
import { readTeamBackupFile } from './doc/team-backup-file';
import { teamBackupText } from './team-backup-export';
import type { TeamDevice } from './team-device';

beforeAll(startAutomergeInNode);

let dbs: WorkspaceDb[] = [];
afterEach(async () => {
  for (const db of dbs) await db.delete();
  dbs = [];
});

/** What teamBackupText reads of a running device: its database, wallet, workspace and documents. */
async function runningDevice(): Promise<TeamDevice> {
  const { db, session } = await openDevice('aa');
  dbs.push(db);
  return { options: { db, wallet: { address: ACCOUNT } }, session, workspaceId: `0x${'ab'.repeat(32)}` } as never;
}

describe('teamBackupText', () => {
  it('writes a team backup that verifies, with the rows and the live documents', async () => {
    const device = await runningDevice();
    await saveRevision(device.options.db, 'counterparties', sampleVendor(), null);
    await saveRevision(
      device.options.db,
      'counterparties',
      { ...(await device.options.db.counterparties.get('v1'))!, email: 'new@paper.example' },
      1,
    );
    const { text, records, skipped } = await teamBackupText(device, new Date('2026-11-27T10:00:00Z'));
    expect(skipped).toBe(0);
    const file = await readTeamBackupFile(text);
    expect(file.workspaceId).toBe(device.workspaceId);
    expect(file.backup.content.counterparties.map((row) => row.email)).toEqual(['new@paper.example']);
    expect(records).toBe(Object.values(file.backup.content).reduce((sum, rows) => sum + rows.length, 0));
    // The documents carry the capture of both saves (the edit is in them, not only in the rows).
    const vendor = readDocRecord(decodeTeamDocs(file.documents), 'counterparties', 'v1');
    expect(vendor?.ok && vendor.row.email).toBe('new@paper.example');
  });
});

// The team's three databases are lib/db's registered kinds, and watched like the workspace: another
// tab's upgrade or deletion closes this tab's copy for good and the tab asks for a reload.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKindOf } from '@/lib/db/databases';
import { WorkspaceOutdatedError } from '@/lib/db/storage-errors';
import { workspaceDbName } from '@/lib/db/workspace-db';
import { nextProblem } from '@/lib/db/workspace-problem.testing';
import { closeWorkspace, workspaceFor } from '@/lib/db/workspace-session';
import { deviceKeyDb } from './keys/device-key-db';
import { teamNetDbFor } from './net/net-db';
import { teamStateDbFor } from './team-state-db';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

afterEach(async () => {
  closeWorkspace();
  await Dexie.delete(workspaceDbName(ACCOUNT));
});

describe('the team workspace’s databases', () => {
  it('are registered with lib/db, per account or once per profile', () => {
    expect(databaseKindOf(teamStateDbFor(ACCOUNT).name)).toBe('teamState');
    expect(databaseKindOf(teamNetDbFor(ACCOUNT).name)).toBe('teamNet');
    expect(databaseKindOf(deviceKeyDb().name)).toBe('deviceKeys');
  });

  it.each([
    ['state', () => teamStateDbFor(ACCOUNT)],
    ['transport', () => teamNetDbFor(ACCOUNT)],
    ['device keys', () => deviceKeyDb()],
  ])('close the %s database for good when another tab deletes it, and ask for a reload', async (_, open) => {
    workspaceFor(ACCOUNT);
    const ours = open();
    await ours.open();
    const reported = nextProblem();
    await Dexie.delete(ours.name); // Succeeds only because our copy stepped aside.
    expect(await reported).toBeInstanceOf(WorkspaceOutdatedError);
    expect(ours.isOpen()).toBe(false);
    await expect(ours.tables[0]!.count()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
  });
});

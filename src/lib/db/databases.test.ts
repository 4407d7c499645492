import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { guardDatabase } from './database-guard';
import { DATABASES, accountDatabaseName, databaseKindOf, profileDatabaseName } from './databases';
import { WorkspaceOutdatedError } from './storage-errors';
import { workspaceDbName } from './workspace-db';
import { nextProblem } from './workspace-problem.testing';
import { closeWorkspace, workspaceFor } from './workspace-session';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

afterEach(async () => {
  closeWorkspace();
  await Dexie.delete(workspaceDbName(ACCOUNT));
});

describe('the databases', () => {
  it('name each kind, per account in lower case or once per profile, and know a name back', () => {
    expect(accountDatabaseName('teamState', ACCOUNT)).toBe(`ledgerline-team-state-${ACCOUNT.toLowerCase()}`);
    expect(accountDatabaseName('workspace', ACCOUNT)).toBe(workspaceDbName(ACCOUNT));
    expect(profileDatabaseName('deviceKeys')).toBe('ledgerline-device-keys');
    for (const kind of ['workspace', 'blocks', 'teamState', 'teamNet'] as const)
      expect(databaseKindOf(accountDatabaseName(kind, ACCOUNT))).toBe(kind);
    expect(databaseKindOf('ledgerline-device-keys')).toBe('deviceKeys');
    expect(databaseKindOf('someone-elses-database')).toBeNull();
    // No name is another's prefix: a name is one kind only.
    const names = Object.values(DATABASES).map((entry) => entry.name);
    for (const name of names) expect(names.filter((other) => name.startsWith(other))).toEqual([name]);
  });

  it('close a guarded database for good when another tab upgrades it, and ask for a reload', async () => {
    workspaceFor(ACCOUNT);
    const name = `guarded-${crypto.randomUUID()}`;
    const ours = guardDatabase(new Dexie(name));
    ours.version(1).stores({ rows: 'id' });
    await ours.open();
    const reported = nextProblem();
    const newer = new Dexie(name);
    newer.version(2).stores({ rows: 'id, at' });
    await newer.open(); // Succeeds only because our copy stepped aside.
    expect(await reported).toBeInstanceOf(WorkspaceOutdatedError);
    await expect(ours.table('rows').count()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    newer.close();
    await Dexie.delete(name);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS } from './schema-versions';
import { WorkspaceBlockedError, WorkspaceOutdatedError } from './storage-errors';
import { WorkspaceDb, workspaceDbName } from './workspace-db';
import { nextProblem } from './workspace-problem.testing';
import { closeWorkspace, currentWorkspace, workspaceFor } from './workspace-session';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

afterEach(async () => {
  closeWorkspace();
  for (const account of [ACCOUNT_0, ACCOUNT_1]) await new WorkspaceDb(workspaceDbName(account)).delete();
});

describe('workspace session', () => {
  it('makes the wallet that creates a workspace its first Admin, once', async () => {
    const db = workspaceFor(ACCOUNT_0.toLowerCase());
    const [owner, ...others] = await db.teamMembers.toArray();
    expect(others).toEqual([]);
    expect(owner).toMatchObject({ name: 'Business User', role: 'Admin', wallet: ACCOUNT_0, email: '' });
    await db.teamMembers.delete(owner!.id);
    closeWorkspace();
    // Reopening an existing workspace adds nobody: removing the owner stays removed.
    expect(await workspaceFor(ACCOUNT_0).teamMembers.count()).toBe(0);
  });

  it('opens one workspace per account and closes the previous one on switch', async () => {
    const first = workspaceFor(ACCOUNT_0);
    expect(workspaceFor(ACCOUNT_0.toLowerCase())).toBe(first);
    await first.teamMembers.count();
    const second = workspaceFor(ACCOUNT_1);
    expect(second).not.toBe(first);
    expect(first.isOpen()).toBe(false);
    expect(currentWorkspace()).toBe(second);
    closeWorkspace();
    expect(currentWorkspace()).toBeNull();
  });

  it('closes and asks for a reload when another tab upgrades the database', async () => {
    const db = workspaceFor(ACCOUNT_0);
    await db.open();
    const problem = nextProblem();
    const newer = new WorkspaceDb(db.name, [
      ...SCHEMA_VERSIONS,
      { version: CURRENT_SCHEMA_VERSION + 1, stores: { quotes: 'id' } },
    ]);
    await newer.open(); // Succeeds only because our connection stepped aside.
    expect(await problem).toBeInstanceOf(WorkspaceOutdatedError);
    expect(db.isOpen()).toBe(false);
    // And stays closed: a write of this (older) code is refused, not run against the newer database.
    await expect(db.teamMembers.count()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    expect(db.isOpen()).toBe(false);
    newer.close();
  });

  it('reports an upgrade blocked by an older connection, and clears it once unblocked', async () => {
    const name = workspaceDbName(ACCOUNT_1);
    // An old tab that ignores versionchange and keeps the database open at an older version.
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const blocked = nextProblem();
    const db = workspaceFor(ACCOUNT_1);
    const opening = db.open();
    expect(await blocked).toBeInstanceOf(WorkspaceBlockedError);
    const cleared = nextProblem();
    old.close();
    await opening;
    expect(await cleared).toBeNull();
  });
});

// How this tab keeps its hands off a database another tab has moved on: an upgrade of ours blocked
// by an older tab is said, and another tab's upgrade or deletion closes this tab's copy for good
// (the tab then asks for a reload). The workspace is watched so (workspace-session.ts), and so is
// every other database of databases.ts through `guardDatabase`. No schema here: the public pay
// page's block reads take it without the workspace's.
import type { Dexie } from 'dexie';
import { WorkspaceBlockedError, WorkspaceOutdatedError } from './storage-errors';

/** Hears a database's problem: blocked, outdated, or null once a blocked open went through. */
export type DatabaseProblemListener = (error: Error | null) => void;

const listeners = new Set<(source: Dexie, error: Error | null) => void>();

/** Watches `db`, telling `report` of its problems. */
export function watchDatabase(db: Dexie, report: DatabaseProblemListener): void {
  // Our open (an upgrade) waits while an older tab holds the database: say so.
  db.on('blocked', () => report(new WorkspaceBlockedError()));
  db.on('ready', () => report(null));
  // Another tab upgrades or deletes the database: let it proceed, stop using our stale copy for
  // good. `false` stops Dexie's own handler, which runs after ours and would close with auto-open
  // on: the next write would reopen the newer database under this tab's older code.
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true });
    report(new WorkspaceOutdatedError());
    return false;
  });
}

/** Watches a database other than the workspace; its problems go to `onGuardedProblem`'s listeners. */
export function guardDatabase<T extends Dexie>(db: T): T {
  watchDatabase(db, (error) => {
    for (const listener of listeners) listener(db, error);
  });
  return db;
}

/** Hears the guarded databases' problems, with the database (the session makes them the open workspace's); returns the stop. */
export function onGuardedProblem(listener: (source: Dexie, error: Error | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

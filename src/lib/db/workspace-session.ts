import { WorkspaceBlockedError, WorkspaceOutdatedError } from './storage-errors';
import { firstAdminMember } from './entities/team-member';
import { WorkspaceDb, workspaceDbName } from './workspace-db';

type Listener = () => void;

let current: WorkspaceDb | null = null;
// A problem belongs to one database: switching workspace drops it without a notification (the
// switch itself re-renders), so nothing is notified while React renders.
let problem: { readonly db: WorkspaceDb; readonly error: Error | null } | null = null;
const listeners = new Set<Listener>();
/** Runs on each workspace database before it opens (Dexie builds its middleware stack on open). */
export type WorkspaceOpenHook = (db: WorkspaceDb, account: string) => void;
const openHooks = new Set<WorkspaceOpenHook>();
let currentAccount = '';

function setProblem(db: WorkspaceDb, error: Error | null): void {
  if (problem?.db === db && problem.error === error) return;
  problem = { db, error };
  for (const listener of listeners) listener();
}

function watch(db: WorkspaceDb): void {
  // Our open (an upgrade) waits while an older tab holds the database: say so.
  db.on('blocked', () => setProblem(db, new WorkspaceBlockedError()));
  db.on('ready', () => {
    if (problem?.db === db && problem.error instanceof WorkspaceBlockedError) setProblem(db, null);
  });
  // Another tab upgrades or deletes the database: let it proceed, stop using our stale copy for
  // good. `false` stops Dexie's own handler, which runs after ours and would close with auto-open
  // on: the next write would reopen the newer database under this tab's older code.
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true });
    setProblem(db, new WorkspaceOutdatedError());
    return false;
  });
}

/**
 * The workspace database of an account, opened on first use. Switching account closes the
 * previous workspace, so only the connected account's data is ever open.
 */
export function workspaceFor(account: string): WorkspaceDb {
  const name = workspaceDbName(account);
  if (current?.name === name) return current;
  current?.close();
  current = new WorkspaceDb(name);
  // The wallet that creates a workspace is its first Admin (only when the database is new).
  current.on('populate', (tx) => {
    tx.table('teamMembers').add(firstAdminMember(account, new Date().toISOString(), crypto.randomUUID()));
  });
  watch(current);
  currentAccount = account;
  for (const hook of openHooks) hook(current, account);
  return current;
}

/**
 * Adds a hook run on every workspace database before it opens (a DBCore middleware such as the
 * team workspace's capture), also on the current one if it has not opened yet; returns the remover.
 */
export function addWorkspaceOpenHook(hook: WorkspaceOpenHook): () => void {
  openHooks.add(hook);
  if (current && !current.isOpen()) hook(current, currentAccount);
  return () => openHooks.delete(hook);
}

/** Closes the open workspace (the wallet disconnected or locked). */
export function closeWorkspace(): void {
  current?.close();
  current = null;
  for (const listener of listeners) listener();
}

/** The open workspace, if any (for non-React code). */
export function currentWorkspace(): WorkspaceDb | null {
  return current;
}

/** A problem of the open workspace that needs the user (blocked upgrade, changed by another tab). */
export function getWorkspaceProblem(): Error | null {
  return problem && problem.db === current ? problem.error : null;
}

/** Subscribes to changes of getWorkspaceProblem(); returns the unsubscribe function. */
export function subscribeWorkspaceProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import type { Dexie } from 'dexie';
import { onGuardedProblem, watchDatabase } from './database-guard';
import { WorkspaceBlockedError } from './storage-errors';
import { firstAdminMember } from './entities/team-member';
import { WorkspaceDb, workspaceDbName } from './workspace-db';

type Listener = () => void;

let current: WorkspaceDb | null = null;
// A problem belongs to one database: switching workspace drops it without a notification (the
// switch itself re-renders), so nothing is notified while React renders.
// `source` is the database it arose in: the workspace's own, or another of the session's.
let problem: { readonly db: WorkspaceDb; readonly source: Dexie; readonly error: Error | null } | null = null;
const listeners = new Set<Listener>();
/** Runs on each workspace database before it opens (Dexie builds its middleware stack on open). */
export type WorkspaceOpenHook = (db: WorkspaceDb, account: string) => void;
const openHooks = new Set<WorkspaceOpenHook>();
let currentAccount = '';

function setProblem(db: WorkspaceDb, source: Dexie, error: Error | null): void {
  if (problem?.db === db && problem.source === source && problem.error === error) return;
  problem = { db, source, error };
  for (const listener of listeners) listener();
}

/** A database's problem as the workspace's: a null (it opened) clears only its own blocked open. */
function report(db: WorkspaceDb, source: Dexie, error: Error | null): void {
  const blockedHere = problem?.db === db && problem.source === source && problem.error instanceof WorkspaceBlockedError;
  if (error || blockedHere) setProblem(db, source, error);
}

// The session's other databases (databases.ts: blocks, the team's state, transport and keys): a
// problem of theirs is the open workspace's, and asks for a reload as the workspace's own does.
onGuardedProblem((source, error) => {
  if (current) report(current, source, error);
});

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
  const opened = current;
  watchDatabase(opened, (error) => report(opened, opened, error));
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

import { WorkspaceBlockedError, WorkspaceOutdatedError } from './storage-errors';
import { WorkspaceDb, workspaceDbName } from './workspace-db';

type Listener = () => void;

let current: WorkspaceDb | null = null;
let problem: Error | null = null;
const listeners = new Set<Listener>();

function setProblem(next: Error | null): void {
  if (problem === next) return;
  problem = next;
  for (const listener of listeners) listener();
}

function watch(db: WorkspaceDb): void {
  // Our open (an upgrade) waits while an older tab holds the database: say so.
  db.on('blocked', () => {
    if (db === current) setProblem(new WorkspaceBlockedError());
  });
  db.on('ready', () => {
    if (db === current && problem instanceof WorkspaceBlockedError) setProblem(null);
  });
  // Another tab upgrades or deletes the database: let it proceed, stop using our stale copy.
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true });
    if (db === current) setProblem(new WorkspaceOutdatedError());
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
  watch(current);
  setProblem(null);
  return current;
}

/** Closes the open workspace (the wallet disconnected or locked). */
export function closeWorkspace(): void {
  current?.close();
  current = null;
  setProblem(null);
}

/** The open workspace, if any (for non-React code). */
export function currentWorkspace(): WorkspaceDb | null {
  return current;
}

/** A problem of the open workspace that needs the user (blocked upgrade, changed by another tab). */
export function getWorkspaceProblem(): Error | null {
  return problem;
}

/** Subscribes to changes of getWorkspaceProblem(); returns the unsubscribe function. */
export function subscribeWorkspaceProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

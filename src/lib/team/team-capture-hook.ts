// Capture in every tab, one coordinator per device. The capture middleware (no Automerge in it)
// goes on every workspace database before it opens, so a workspace that becomes a team workspace
// needs no reopen. Its writes go to this tab's coordinator when this tab owns it; otherwise, in a
// team workspace, to the owner tab over a BroadcastChannel (rows, bigints and Blobs survive the
// structured clone); in a single-browser workspace they are dropped. If no tab owns the
// coordinator at that moment, the next owner's resume seeds what differs from the saved documents.
import type { Dexie } from 'dexie';
import { addWorkspaceOpenHook } from '@/lib/db/workspace-session';
import { installCapture, type WriteSink } from './doc/capture';
import type { RowWrite } from './doc/documents';
import { readTeamFlag } from './team-flag';

const owners = new Map<string, WriteSink>();
const senders = new Map<string, BroadcastChannel>();
let removeHook: (() => void) | null = null;
const captured = new WeakSet<Dexie>();

function capture(db: Dexie, account: string): void {
  const key = account.toLowerCase();
  captured.add(db);
  installCapture(
    db,
    (writes) => deliver(key, writes),
    () => owners.has(key) || readTeamFlag(key) !== null,
  );
}

/** The channel a non-owner tab forwards an account's writes on. */
export function teamWritesChannelName(account: string): string {
  return `ledgerline-team-writes:${account.toLowerCase()}`;
}

function forward(account: string, writes: readonly RowWrite[]): void {
  if (typeof BroadcastChannel === 'undefined') return;
  let channel = senders.get(account);
  if (!channel) senders.set(account, (channel = new BroadcastChannel(teamWritesChannelName(account))));
  channel.postMessage(writes);
}

function deliver(account: string, writes: readonly RowWrite[]): void {
  const owner = owners.get(account);
  if (owner) owner(writes);
  else if (readTeamFlag(account)) forward(account, writes);
}

/** Installs the capture on every workspace database from now on (idempotent); returns the remover. */
export function installTeamCapture(): () => void {
  removeHook ??= addWorkspaceOpenHook(capture);
  return () => {
    removeHook?.();
    removeHook = null;
  };
}

/**
 * This tab's coordinator takes the account's writes: its own tab's, and those the other tabs
 * forward. Returns the function that lets go (the coordinator stopped or the lock was lost).
 */
export function ownTeamWrites(account: string, sink: WriteSink): () => void {
  const key = account.toLowerCase();
  owners.set(key, sink);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(teamWritesChannelName(key));
  channel?.addEventListener('message', (event: MessageEvent<RowWrite[]>) => {
    if (Array.isArray(event.data)) sink(event.data);
  });
  return () => {
    if (owners.get(key) === sink) owners.delete(key);
    channel?.close();
  };
}

/**
 * Makes sure the capture is in the database's stack before a coordinator starts on it: a database
 * that opened before the hook was installed gets it and is reopened (Dexie builds the stack on open).
 */
export async function ensureTeamCapture(db: Dexie, account: string): Promise<void> {
  if (captured.has(db)) return;
  capture(db, account);
  if (db.isOpen()) db.close({ disableAutoOpen: false });
  await db.open();
}

// How a device starts in a team workspace: an Admin creates it (the contract, the first device,
// the first keyring, a snapshot of the books as they are), and an invited member's device joins
// (its keys and certificate registered; the key arrives once an Admin's device admits it).
import * as Automerge from '@automerge/automerge/slim';
import { hexlify, randomBytes } from 'ethers';
import { cidBytes } from '@/lib/contracts/workspaces-cid';
import { applyRowWrites, newTeamDocs, type RowWrite, type TeamDocs } from './doc/documents';
import { installCapture, markProjectorTransaction } from './doc/capture';
import { projectRecords } from './doc/projector';
import { TeamDocSession } from './doc/session';
import { DOC_KINDS, SHARED_TABLES, isSharedRow, type SharedTable } from './doc/shared-tables';
import { WORKSPACE_TABLES } from '@/lib/db/tables';
import { certificateTypedData, deviceCertificate, serializeCertificate } from './keys/certificate';
import { createDeviceKeys, loadDeviceKeys, type DeviceKeys } from './keys/device-keys';
import { loadEpochKeys } from './keys/epoch-key-store';
import { putBlock } from './net/kubo-blocks';
import { actorOf } from './change-payload';
import { loadTeamState, saveUnprojected, teamStateDbFor, type SavedTeamState } from './team-state-db';
import { certifiedDevices } from './team-admin';
import { TeamDevice } from './team-device';
import { sendTeamTx } from './team-send';
import type { TeamDeviceOptions } from './team-wallet';
import { WorkspaceKeyring } from './workspace-keyring';

/** A new random workspace id (32 bytes of hex). */
export function newWorkspaceId(): string {
  return hexlify(randomBytes(32));
}

/** Creates this device's keys and registers its certificate, signed by the member's wallet. */
async function registerThisDevice(options: TeamDeviceOptions): Promise<DeviceKeys> {
  const { wallet, endpoint, workspaceId } = options;
  const keys = await createDeviceKeys(workspaceId, options.keyDb ? { db: options.keyDb } : {});
  const now = (options.now ?? Date.now)();
  const certificate = deviceCertificate(keys, wallet.address, Math.floor(now / 1000));
  const domain = { chainId: wallet.chainId, verifyingContract: String(wallet.contract.target) };
  const signature = await wallet.signTypedData(certificateTypedData(certificate, domain));
  const cid = await putBlock(endpoint, serializeCertificate({ version: 1, domain, certificate, signature }));
  await sendTeamTx(options, 'registerDevice', [workspaceId, keys.deviceId, cidBytes(cid)]);
  return keys;
}

/** Every shared row of the database as writes (what the books hold when the workspace is created). */
async function currentRows(options: TeamDeviceOptions): Promise<RowWrite[]> {
  const writes: RowWrite[] = [];
  for (const table of SHARED_TABLES) {
    const keyField = WORKSPACE_TABLES[table].primaryKey;
    for (const row of (await options.db.table(table).toArray()) as Record<string, unknown>[])
      if (isSharedRow(table, row)) writes.push({ table, key: String(row[keyField]), row });
  }
  return writes;
}

/** The saved documents under this device's actor, or fresh ones. */
function documentsOf(keys: DeviceKeys, saved: SavedTeamState | null): TeamDocs {
  const actor = actorOf(keys.deviceId);
  if (!saved) return newTeamDocs(actor);
  return Object.fromEntries(DOC_KINDS.map((kind) => [kind, Automerge.load(saved.docs[kind], { actor })])) as TeamDocs;
}

/** The capture's sink before the coordinator exists, and the writes it kept meanwhile. */
interface EarlyCapture {
  readonly started: { team?: TeamDevice };
  readonly early: RowWrite[];
  readonly sink: (writes: readonly RowWrite[]) => void;
}

/**
 * Opens the database under the capture middleware (before anything writes to it: a transaction's
 * pending row is a write, and Dexie builds the middleware stack on open). Writes before the
 * coordinator exists (the app's own, in the moments a start takes) are kept: those made before the
 * documents are built go into them, later ones into the session.
 */
async function openUnderCapture(options: TeamDeviceOptions): Promise<EarlyCapture> {
  const started: { team?: TeamDevice } = {};
  const early: RowWrite[] = [];
  const sink = (writes: readonly RowWrite[]) => {
    const { team } = started;
    if (!team) early.push(...writes);
    else {
      team.session.capture(writes);
      team.localWrite();
    }
  };
  // In the app the capture is already on the database (team-capture-hook.ts); tests install it here.
  if (options.attachCapture) options.attachCapture(sink);
  else installCapture(options.db, sink);
  await options.db.open();
  return { started, early, sink };
}

/**
 * Starts the device's coordinator on the database opened under the capture. With `seed`, every
 * shared row goes into the documents: the books as they are when the workspace is created, or on a
 * resume the rows written after the last save (only fields that differ become changes).
 */
async function start(
  options: TeamDeviceOptions,
  keys: DeviceKeys,
  seed: boolean,
  { started, early, sink }: EarlyCapture,
): Promise<TeamDevice> {
  const stateDb = options.stateDb ?? teamStateDbFor(options.wallet.address);
  const saved = await loadTeamState(stateDb, options.workspaceId);
  const restored = documentsOf(keys, saved);
  // Rows the last page did not write from its merged documents (it ended in between) are written
  // from them first: seeded as they were, they would become this device's edits.
  if (saved?.unprojected.length) {
    await projectRecords(options.db, restored, saved.unprojected);
    await saveUnprojected(stateDb, options.workspaceId, []);
  }
  const seeded = seed ? await currentRows(options) : [];
  const { docs, behind } = await applyRowWrites(restored, [...seeded, ...early.splice(0)]);
  // A write made as the page started, to a record whose row was just written from the documents.
  if (behind.length) await projectRecords(options.db, docs, behind);
  const held = await loadEpochKeys(options.workspaceId, options.keyDb ? { db: options.keyDb } : {});
  const keyring = new WorkspaceKeyring(options, keys, held);
  const session = new TeamDocSession(options.db, docs);
  started.team = new TeamDevice({ ...options, stateDb }, keys, session, keyring, saved);
  if (early.length) sink(early.splice(0));
  return started.team;
}

/** An Admin creates the workspace: contract, endpoint URL, device, first keyring, a snapshot of every document, the head. */
export async function createTeamWorkspace(options: TeamDeviceOptions): Promise<TeamDevice> {
  const capture = await openUnderCapture(options);
  await sendTeamTx(options, 'createWorkspace', [options.workspaceId]);
  // The endpoint's URL goes on chain with the workspace (never its token), so an invitee who has
  // configured nothing learns where to read; the invitation names it (`invitationsFor`).
  await sendTeamTx(options, 'setEndpoint', [options.workspaceId, options.endpoint.url]);
  const keys = await registerThisDevice(options);
  const team = await start(options, keys, true, capture);
  await team.keyring.rotate(await certifiedDevices(team));
  for (const kind of DOC_KINDS) await team.publishSnapshot(kind);
  await team.publishPending();
  return team;
}

/**
 * Drops the joining profile's own shared rows (e.g. the first Admin a new workspace writes for its
 * wallet): the team's books replace them, and a resume would otherwise seed them as this device's
 * changes, which a member's role may not allow (one refused change refuses the device's later ones).
 */
async function dropOwnSharedRows(options: TeamDeviceOptions): Promise<void> {
  const tables = SHARED_TABLES.map((table) => options.db.table(table));
  await options.db.transaction('rw', tables, async (tx) => {
    markProjectorTransaction(tx);
    for (const table of tables) await table.filter((row) => isSharedRow(table.name as SharedTable, row)).delete();
  });
}

/** An invited member's device joins: keys and certificate registered; `sync` brings the books once admitted. */
export async function joinTeamWorkspace(options: TeamDeviceOptions): Promise<TeamDevice> {
  const capture = await openUnderCapture(options);
  const keys = await registerThisDevice(options);
  // Writes while it registered give way to the team's books, like the profile's other shared rows.
  capture.early.splice(0);
  // After start: the coordinator exists by then, and the capture skips these tagged deletes.
  const team = await start(options, keys, false, capture);
  await dropOwnSharedRows(options);
  return team;
}

/** A device that joined or created the workspace before starts again (a reload): its keys and saved documents. */
export async function resumeTeamWorkspace(options: TeamDeviceOptions): Promise<TeamDevice> {
  const keys = await loadDeviceKeys(options.workspaceId, options.keyDb ? { db: options.keyDb } : {});
  if (!keys) throw new Error('This browser has no device keys for the team workspace: join it first');
  return start(options, keys, true, await openUnderCapture(options));
}

// What the coordinator keeps between sessions, per account in a database of its own (like the
// transport's, and for the same reason: one device's state, never in a backup): the documents as
// `Automerge.save` bytes, what this device sealed and put on chain, and the refused changes.
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import { accountDatabaseName } from '@/lib/db/databases';
import { guardDatabase } from '@/lib/db/database-guard';
import { DOC_KINDS, SHARED_TABLES } from './doc/shared-tables';

const kind = z.enum(DOC_KINDS);

export const refusalSchema = z.strictObject({
  deviceId: z.string().min(1),
  member: z.string().min(1),
  cid: z.string().min(1).nullable(),
  reason: z.string().min(1),
  changes: z.array(z.string()).optional(),
  /** A part of an applied bundle the merge refused (refused-records.ts); states saved before it have none. */
  record: z
    .strictObject({
      table: z.enum(SHARED_TABLES),
      key: z.string(),
      label: z.string(),
      field: z.string().optional(),
      element: z.string().optional(),
    })
    .optional(),
});

export const savedTeamStateSchema = z.strictObject({
  workspace: z.string().min(1),
  docs: z.record(kind, z.instanceof(Uint8Array)),
  /** Per document, the heads up to which this device's own changes are sealed into bundles. */
  sealed: z.record(kind, z.array(z.string())),
  /** Changes sealed whose bundle is not yet under a head on chain. */
  sealedNotOnChain: z.number().int().nonnegative(),
  onChainHead: z.string().min(1).nullable(),
  refusals: z.array(refusalSchema),
  /**
   * Records other devices' changes reached in these documents whose rows may not be written yet
   * (saved before the rows are): a resume writes them from the documents before anything else.
   * States saved before this field existed have none.
   */
  unprojected: z.array(z.strictObject({ table: z.enum(SHARED_TABLES), key: z.string() })).default([]),
});
export type SavedTeamState = z.infer<typeof savedTeamStateSchema>;

/** The coordinator database of an account (its own version line: 1). */
export class TeamStateDb extends Dexie {
  declare states: EntityTable<SavedTeamState, 'workspace'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ states: 'workspace' });
  }
}

/** The coordinator database of `account` (registered in lib/db's databases.ts, watched like the workspace). */
export function teamStateDbFor(account: string): TeamStateDb {
  return guardDatabase(new TeamStateDb(accountDatabaseName('teamState', account)));
}

/** The saved state of a workspace, or null when there is none (or it is not valid). */
export async function loadTeamState(db: TeamStateDb, workspace: string): Promise<SavedTeamState | null> {
  const parsed = savedTeamStateSchema.safeParse(await db.states.get(workspace.toLowerCase()));
  return parsed.success ? parsed.data : null;
}

/** Saves a workspace's state, replacing the last one. */
export async function saveTeamState(db: TeamStateDb, state: SavedTeamState): Promise<void> {
  await db.states.put(savedTeamStateSchema.parse({ ...state, workspace: state.workspace.toLowerCase() }));
}

/** Records the rows still to write from the saved documents (none once a merge's rows are written). */
export async function saveUnprojected(
  db: TeamStateDb,
  workspace: string,
  unprojected: SavedTeamState['unprojected'],
): Promise<void> {
  await db.states.update(workspace.toLowerCase(), { unprojected });
}

// Every IndexedDB database the app keeps, in one list: its name, whose it is (an account's or the
// browser profile's), the folder that owns its schema, and what a workspace backup does with it.
// The workspace is this folder's own; the others belong to the folders that keep a database of
// their own (docs/architecture.md#package-limits). Each takes its name from here and is watched
// like the workspace (`guardDatabase` in workspace-session.ts): another tab's upgrade or deletion
// closes this tab's copy for good and asks for a reload.

/** One kind of database. */
export interface DatabaseEntry {
  /** The whole name (a profile's) or the prefix the lower-case account follows (an account's). */
  readonly name: string;
  readonly scope: 'account' | 'profile';
  /** The folder that owns its schema and opens it. */
  readonly owner: string;
  /** What a workspace backup does with it, and why. */
  readonly backup: string;
}

export const DATABASES = {
  workspace: {
    name: 'ledgerline-ws-',
    scope: 'account',
    owner: 'lib/db',
    backup: 'Carried: every registry table (lib/db/backup).',
  },
  blocks: {
    name: 'ledgerline-blocks-',
    scope: 'account',
    owner: 'lib/ipfs',
    backup: 'Left out: documents travel as CAR files, so JSON backups stay metadata-only.',
  },
  teamState: {
    name: 'ledgerline-team-state-',
    scope: 'account',
    owner: 'lib/team',
    backup: 'Left out: one device’s documents, seal ledger and refusals; a team backup carries the documents.',
  },
  teamNet: {
    name: 'ledgerline-team-net-',
    scope: 'account',
    owner: 'lib/team/net',
    backup: 'Left out: one device’s chain tip and outbox; a restored profile registers as a new device.',
  },
  deviceKeys: {
    name: 'ledgerline-device-keys',
    scope: 'profile',
    owner: 'lib/team/keys',
    backup: 'Left out: this browser profile’s non-extractable device keys.',
  },
} as const satisfies Record<string, DatabaseEntry>;

export type DatabaseKind = keyof typeof DATABASES;
type AccountKind = { [K in DatabaseKind]: (typeof DATABASES)[K]['scope'] extends 'account' ? K : never }[DatabaseKind];
type ProfileKind = Exclude<DatabaseKind, AccountKind>;

const KINDS = Object.keys(DATABASES) as DatabaseKind[];

/** The database of `kind` for `account` (lower-cased: checksummed and plain spellings open the same one). */
export function accountDatabaseName(kind: AccountKind, account: string): string {
  return `${DATABASES[kind].name}${account.toLowerCase()}`;
}

/** The one database of a profile's `kind`. */
export function profileDatabaseName(kind: ProfileKind): string {
  return DATABASES[kind].name;
}

/** Which kind a database name is, or null when no code of this app opens it. */
export function databaseKindOf(name: string): DatabaseKind | null {
  return (
    KINDS.find((kind) => {
      const entry: DatabaseEntry = DATABASES[kind];
      return entry.scope === 'profile' ? name === entry.name : name.startsWith(entry.name);
    }) ?? null
  );
}

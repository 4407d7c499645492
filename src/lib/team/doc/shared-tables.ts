// Which Dexie tables the team workspace shares, and in which Automerge document. Data, not code
// paths: the capture middleware, the projector, the role check and the backup all read this map.
import { safeSignatureProblem } from '@/lib/db/entities/safe-proposal';
import { WORKSPACE_TABLES, type RecordOf, type TableName } from '@/lib/db/tables';

/** The three shared documents (docs/team-workspace.md, "Merge engine"). */
export const DOC_KINDS = ['company', 'directory', 'records'] as const;
export type DocKind = (typeof DOC_KINDS)[number];

/**
 * Each shared table and its document. Left out on purpose: what the chain says (transactions,
 * router and bill payments, chain balances, cursors, recent blocks) and the price cache, which
 * every device rebuilds; device-local state (meta, read marks).
 */
export const DOC_OF_TABLE = {
  companyProfile: 'company',
  teamMembers: 'company',
  treasuryWallets: 'company',
  networkSettings: 'company',
  contractDeployments: 'company',
  knownTokens: 'company',
  counterparties: 'directory',
  distributionTemplates: 'directory',
  mailTemplates: 'directory',
  ledgerAccounts: 'records',
  journalEntries: 'records',
  periodEvents: 'records',
  companyTokens: 'records',
  distributionRuns: 'records',
  invoices: 'records',
  bills: 'records',
  billApprovals: 'records',
  documents: 'records',
  mailMessages: 'records',
  mailReminders: 'records',
  calendarEvents: 'records',
  commsNotes: 'records',
  commsActivities: 'records',
  signedMessages: 'records',
  insightDismissals: 'records',
  categoryDecisions: 'records',
  categoryRules: 'records',
  categoryAccounts: 'records',
  recurringItems: 'records',
  openingBalances: 'records',
  paymentRequests: 'records',
  safeProposals: 'records',
} as const satisfies Partial<Record<TableName, DocKind>>;

/**
 * The tables no document carries, each with its reason. Every table of the workspace is in exactly
 * one of the two maps (shared-tables.test.ts): a new table is placed on purpose, never left out by
 * omission (the category mapping once was, and two devices then posted one payment differently).
 */
export const UNSHARED_TABLES = {
  meta: 'device-local state',
  chainTransactions: 'what the chain says: every device reads it',
  syncCursors: 'how far this device read the chain',
  recentBlocks: 'what the chain says: every device reads it',
  chainBalances: 'what the chain says: every device reads it',
  payments: 'router payments, read from the chain',
  billPayments: 'bill payments, read from the chain',
  ledgerPrices: 'the price cache every device rebuilds',
  commsReadMarks: 'what this device has read',
} as const satisfies Partial<Record<TableName, string>>;

export type SharedTable = keyof typeof DOC_OF_TABLE;

/** The shared tables in a stable order. */
export const SHARED_TABLES = Object.keys(DOC_OF_TABLE) as SharedTable[];

/** The shared tables of one document. */
export function tablesOfDoc(kind: DocKind): SharedTable[] {
  return SHARED_TABLES.filter((table) => DOC_OF_TABLE[table] === kind);
}

/** Whether a table name is shared (narrows a Dexie table name). */
export function isSharedTable(name: string): name is SharedTable {
  return Object.hasOwn(DOC_OF_TABLE, name);
}

/**
 * Whether one row of a shared table is shared: journal entries only when people wrote them
 * (typed or imported); the poster derives the others from the chain and from shared records.
 */
export function isSharedRow(table: SharedTable, row: unknown): boolean {
  if (table !== 'journalEntries') return true;
  const source = (row as Partial<RecordOf<'journalEntries'>> | null)?.source;
  return source === 'manual' || source === 'csv';
}

/**
 * A list field merged as a union, not won: every device's elements are kept, one per `key` (two
 * owners signing one proposal at once both keep their signature). An element `refuse` names a reason
 * for stays out of the row, and the merge reports it (projector's `refused`, with the row kept).
 */
export interface UnionRule {
  readonly key: string;
  readonly refuse: (
    record: Readonly<Record<string, unknown>>,
    element: Readonly<Record<string, unknown>>,
  ) => string | null;
}

/** The union fields of each table (docs/team-workspace.md, "Merge engine"). */
export const UNION_FIELDS: Readonly<Partial<Record<SharedTable, Readonly<Record<string, UnionRule>>>>> = {
  // A Safe proposal's owners' signatures: each must be its owner's over the proposal's SafeTx hash.
  safeProposals: {
    signatures: {
      key: 'owner',
      refuse: (record, element) =>
        safeSignatureProblem(String(record.hash), element as { owner: string; kind: string; data: string }),
    },
  },
  // A waiting payment's Approvers' approvals, one per approver (two approving at once both count).
  // They are checked where they count, against the team's Approvers and the call they sign
  // (lib/payments/payment-policy.ts), so the merge keeps them all.
  paymentRequests: { approvals: { key: 'approver', refuse: () => null } },
};

/** Fields that stay on the device: a row's `revision` is this database's own save counter. */
export const LOCAL_FIELDS: ReadonlySet<string> = new Set(['revision']);

/** Whether the table's rows carry a revision the projector must bump. */
export function hasRevision(table: SharedTable): boolean {
  return 'revision' in WORKSPACE_TABLES[table].schema.shape;
}

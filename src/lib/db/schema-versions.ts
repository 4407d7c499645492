import type { TableName } from './tables';

/** A row as stored by an older schema version: plain data, shape not yet checked. */
export type RawRow = Record<string, unknown>;

/**
 * One step of the workspace schema. `stores` uses Dexie's index syntax and lists only the tables
 * that change (a table set to null is dropped). `upgradeRows` rewrites rows written by the
 * previous version; the same functions upgrade a live database (Dexie's `.upgrade`) and the
 * content of an older backup file, so both paths can never disagree.
 */
export interface SchemaVersion {
  readonly version: number;
  readonly stores: Readonly<Record<string, string | null>>;
  readonly upgradeRows?: Partial<Record<TableName, (row: RawRow) => RawRow>>;
}

/** Version 3 gives every editable record a revision; existing rows start at 1. */
function withRevision(row: RawRow): RawRow {
  return { ...row, revision: typeof row.revision === 'number' ? row.revision : 1 };
}

/**
 * The workspace schema, oldest first. Never edit or remove a published entry: append a new one.
 * Example of the next step (what the migration test exercises):
 *   { version: 2, stores: { invoices: 'id, clientId, dueDate' },
 *     upgradeRows: { teamMembers: (row) => ({ ...row, status: 'active' }) } }
 */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      companyProfile: 'id',
      teamMembers: 'id, createdAt',
      // Unique per network: the same address cannot be watched twice on one chain (all tabs).
      treasuryWallets: 'id, &[chainId+address], createdAt',
      meta: 'key',
    },
  },
  {
    version: 2,
    // Chain records: the sync engine's rows, cursors and recent blocks, the user's
    // network endpoints and known tokens. `time` orders the Transactions page (newest first);
    // `*wallets` filters by wallet; [chainId+nonce] finds replacements of a sender's nonce.
    stores: {
      networkSettings: 'id',
      knownTokens: 'id, chainId',
      chainTransactions: 'id, time, [chainId+hash], [chainId+blockNumber], *wallets, status, from',
      syncCursors: 'id, chainId',
      recentBlocks: 'id, [chainId+number]',
    },
  },
  {
    version: 3,
    // Platform contract addresses per network (deployed from the browser or entered),
    // and a revision on every editable record so a save based on an old revision is refused.
    stores: { contractDeployments: 'id, chainId' },
    upgradeRows: {
      companyProfile: withRevision,
      teamMembers: withRevision,
      treasuryWallets: withRevision,
      networkSettings: withRevision,
      chainTransactions: withRevision,
    },
  },
  {
    version: 4,
    // The ledger: the chart, the journal (by date for the page, by source so the ledger
    // poster finds a transaction's entries, by status for held drafts), the price list and the
    // close/reopen events of periods.
    stores: {
      ledgerAccounts: 'id, code, parentId',
      journalEntries: 'id, date, source, status',
      ledgerPrices: 'id, [commodity+date]',
      periodEvents: 'id, sequence',
    },
  },
  {
    version: 5,
    // Storage: documents (metadata only; their blocks live in the workspace's separate
    // block database, lib/ipfs/block-db). By CID for attach/read-back, by SHA-256 for Verify, by tag.
    stores: { documents: 'id, cid, sha256, createdAt, *tags' },
  },
  {
    version: 6,
    // Auto Distribution: saved templates (with their schedules) and runs (the exact
    // amounts, batches with their tx hashes and nonces, so a resumed run never pays twice).
    stores: { distributionTemplates: 'id, name', distributionRuns: 'id, createdAt, templateId' },
  },
  {
    version: 7,
    // Tokenization: the company's own tokens (AssetShares, AssetDeed) per network.
    stores: { companyTokens: 'id, chainId' },
  },
  {
    version: 8,
    // Client page: counterparties (clients and vendors, shared by Client and Vendors), invoices
    // (unique number, by client, due date, reference) and the PaymentRouter payments naming one of
    // our wallets (chain-derived, written by the sync engine; by reference for matching).
    stores: {
      counterparties: 'id, name',
      invoices: 'id, &number, clientId, dueDate, state, reference',
      payments: 'id, reference, [chainId+blockNumber], payee, payer',
    },
  },
  {
    version: 9,
    // Vendors: bills (by vendor and due date), their signed approvals, and the
    // payments sent for them (by transaction hash, which the engine's row confirms).
    stores: { bills: 'id, vendorId, dueDate, state', billApprovals: 'id, billId', billPayments: 'id, [chainId+hash]' },
  },
  {
    version: 10,
    // Calendar: the company's own events (unique UID, so an imported event updates its original;
    // by start for the visible range). The profile's optional time zone needs no row rewrite.
    stores: { calendarEvents: 'id, &uid, start' },
  },
  {
    version: 11,
    // Mail: the user's templates, the messages prepared (by record for an invoice's or bill's
    // history, by status for the outbox) and each invoice's reminder schedule (keyed by invoice).
    stores: {
      mailTemplates: 'id, name',
      mailMessages: 'id, record.id, status, createdAt',
      mailReminders: 'id',
    },
  },
  {
    version: 12,
    // Communications: team notes (newest first), calls and meetings and signed messages (by
    // counterparty, for its timeline), and each member's read marks (by wallet).
    stores: {
      commsNotes: 'id, createdAt',
      commsActivities: 'id, counterpartyId, date',
      signedMessages: 'id, counterpartyId, signedAt',
      commsReadMarks: 'id, wallet, noteId',
    },
  },
  {
    version: 13,
    // SBI: dismissed insights, the answers to suggested categories (by row) and the user's
    // categorisation rules.
    stores: {
      insightDismissals: 'id',
      categoryDecisions: 'id, transactionId, decidedAt',
      categoryRules: 'id',
    },
  },
  {
    version: 14,
    // Books against the chain: each watched wallet's balance per asset at the block the sync
    // engine last reached (chain-derived, written by the engine only; by network for the Dashboard).
    stores: { chainBalances: 'id, chainId' },
  },
  {
    version: 15,
    // Opening balances: each watched wallet's balance per asset at the block its tracking started,
    // proposed by the sync engine and confirmed or rejected on the Accounting page (by network).
    stores: { openingBalances: 'id, chainId' },
  },
  {
    version: 18,
    // Flows to come: the user's recurring items (rent, payroll, retainers), read whole by the
    // overview (versions 16 and 17 were reserved and never used; Dexie allows the gap).
    stores: { recurringItems: 'id' },
  },
  {
    version: 19,
    // Lists kept in memory (lib/db/live-table) read a bulk write back by `updatedAt` (set on every
    // write of a chain row) instead of reading the whole table again.
    stores: {
      chainTransactions: 'id, time, [chainId+hash], [chainId+blockNumber], *wallets, status, from, updatedAt',
    },
  },
  {
    version: 20,
    // Compact copies of large lists (lib/db/compact-copy): derived, so not a registry table, left
    // out of backups and cleared by a restore; a list reads one record on reload instead of its rows.
    stores: { compactCopies: 'id' },
  },
  {
    version: 22,
    // The ledger poster's start checks the chain rows stamped within five minutes before its cursor
    // by (updatedAt, id) a chunk at a time (lib/posting/posting-margin.ts): keys read in bulk, and
    // resumed within one stamp, which a synced batch shares (version 21 is the journal's).
    stores: {
      chainTransactions:
        'id, time, [chainId+hash], [chainId+blockNumber], *wallets, status, from, updatedAt, [updatedAt+id]',
    },
  },
  {
    version: 23,
    // Safe proposals: SafeTxs proposed from the app with their owners' signatures, by Safe and nonce
    // (the queue), and by the SafeTx hash a signature or a signing file names (lib/safe/proposal-store).
    stores: { safeProposals: 'id, [chainId+safe], hash' },
  },
  {
    version: 24,
    // The category → account mapping (Accounting → Chart of accounts): read whole by the ledger
    // poster and SBI, keyed by the category in lower case.
    stores: { categoryAccounts: 'id' },
  },
  {
    version: 25,
    // Payments from a Safe treasury that its approval policy stopped before they were proposed,
    // waiting for an Approver (lib/payments/payment-requests.ts), by Safe for the queue.
    stores: { paymentRequests: 'id, [chainId+safe]' },
  },
];

/** The version the running code writes (and the `schemaVersion` of its backups). */
export const CURRENT_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;

/**
 * The versions this build opens the workspace at: SCHEMA_VERSIONS, except in the update test's
 * build B (`LEDGERLINE_TEST_SCHEMA_STEP=1`, built to `dist-next` by scripts/test-all.mjs; see
 * docs/offline.md), which adds one version changing no store, so that a tab of B upgrades the
 * workspace under a tab of the normal build as a real new schema would. False in every other
 * build (the step is dropped from the bundle) and in unit tests.
 */
export const BUILD_SCHEMA_VERSIONS: readonly SchemaVersion[] =
  // No `import.meta.env` where Node runs this module outside Vite (the browser tests' fixtures).
  typeof import.meta.env === 'object' && import.meta.env.LEDGERLINE_TEST_SCHEMA_STEP === true
    ? [...SCHEMA_VERSIONS, { version: CURRENT_SCHEMA_VERSION + 1, stores: {} }]
    : SCHEMA_VERSIONS;

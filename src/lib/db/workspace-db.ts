import { Dexie, type EntityTable, type Table } from 'dexie';
import type { CalendarEvent } from './entities/calendar-event';
import type { Bill, BillApproval, BillPayment } from './entities/bill';
import type { ChainBalance } from './entities/chain-balance';
import type { OpeningBalance } from './entities/opening-balance';
import type { ChainPayment } from './entities/chain-payment';
import type { ChainTransaction } from './entities/chain-transaction';
import type { CompanyProfile } from './entities/company-profile';
import type { CompanyToken } from './entities/company-token';
import type { ContractDeployment } from './entities/contract-deployment';
import type { Counterparty } from './entities/counterparty';
import type { Invoice } from './entities/invoice';
import type { DistributionRun, DistributionTemplate } from './entities/distribution';
import type { JournalEntry } from './entities/journal-entry';
import type { KnownToken } from './entities/known-token';
import type { LedgerAccount } from './entities/ledger-account';
import type { LedgerPrice } from './entities/ledger-price';
import type { NetworkSetting } from './entities/network-setting';
import type { PeriodEventRecord } from './entities/period-event';
import type { RecentBlock } from './entities/recent-block';
import type { RecurringItem } from './entities/recurring-item';
import type { PaymentRequestRecord } from './entities/payment-request';
import type { SafeProposalRecord } from './entities/safe-proposal';
import type { StorageDocument } from './entities/storage-document';
import type { SyncCursor } from './entities/sync-cursor';
import type { CommsActivity, CommsNote, CommsReadMark, SignedMessage } from './entities/comms';
import type { CategoryDecision, CategoryRule, InsightDismissal } from './entities/insight-state';
import type { CategoryAccount } from './entities/category-account';
import { META_KEYS, metaEntrySchema, type MetaEntry } from './entities/meta-entry';
import type { TeamMember } from './entities/team-member';
import type { TreasuryWallet } from './entities/treasury-wallet';
import type { CompactCopy } from './compact-copy';
import { DATABASES } from './databases';
import { BUILD_SCHEMA_VERSIONS, type SchemaVersion } from './schema-versions';
import type { RecordOf, TableName } from './tables';

const NAME_PREFIX = DATABASES.workspace.name;

/**
 * The database name of an account's workspace. One workspace per account, across networks: the
 * company's records do not change when the wallet switches chain (treasury wallets carry their
 * own network). Lowercased so that checksummed and plain spellings open the same workspace.
 */
export function workspaceDbName(account: string): string {
  return `${NAME_PREFIX}${account.toLowerCase()}`;
}

/** Whether a database name is one of our workspaces (used by tests and tools). */
export function isWorkspaceDbName(name: string): boolean {
  return name.startsWith(NAME_PREFIX);
}

/** One account's workspace: a Dexie database whose schema is SCHEMA_VERSIONS. */
export class WorkspaceDb extends Dexie {
  declare companyProfile: EntityTable<CompanyProfile, 'id'>;
  declare teamMembers: EntityTable<TeamMember, 'id'>;
  declare treasuryWallets: EntityTable<TreasuryWallet, 'id'>;
  declare meta: EntityTable<MetaEntry, 'key'>;
  declare networkSettings: EntityTable<NetworkSetting, 'id'>;
  declare knownTokens: EntityTable<KnownToken, 'id'>;
  declare chainTransactions: EntityTable<ChainTransaction, 'id'>;
  declare syncCursors: EntityTable<SyncCursor, 'id'>;
  declare recentBlocks: EntityTable<RecentBlock, 'id'>;
  declare contractDeployments: EntityTable<ContractDeployment, 'id'>;
  declare ledgerAccounts: EntityTable<LedgerAccount, 'id'>;
  declare journalEntries: EntityTable<JournalEntry, 'id'>;
  declare ledgerPrices: EntityTable<LedgerPrice, 'id'>;
  declare periodEvents: EntityTable<PeriodEventRecord, 'id'>;
  declare companyTokens: EntityTable<CompanyToken, 'id'>;
  declare distributionTemplates: EntityTable<DistributionTemplate, 'id'>;
  declare distributionRuns: EntityTable<DistributionRun, 'id'>;
  declare counterparties: EntityTable<Counterparty, 'id'>;
  declare invoices: EntityTable<Invoice, 'id'>;
  declare payments: EntityTable<ChainPayment, 'id'>;
  declare bills: EntityTable<Bill, 'id'>;
  declare billApprovals: EntityTable<BillApproval, 'id'>;
  declare billPayments: EntityTable<BillPayment, 'id'>;
  declare documents: EntityTable<StorageDocument, 'id'>;
  declare calendarEvents: EntityTable<CalendarEvent, 'id'>;
  declare commsNotes: EntityTable<CommsNote, 'id'>;
  declare commsActivities: EntityTable<CommsActivity, 'id'>;
  declare signedMessages: EntityTable<SignedMessage, 'id'>;
  declare commsReadMarks: EntityTable<CommsReadMark, 'id'>;
  declare insightDismissals: EntityTable<InsightDismissal, 'id'>;
  declare categoryDecisions: EntityTable<CategoryDecision, 'id'>;
  declare categoryRules: EntityTable<CategoryRule, 'id'>;
  declare chainBalances: EntityTable<ChainBalance, 'id'>;
  declare recurringItems: EntityTable<RecurringItem, 'id'>;
  declare openingBalances: EntityTable<OpeningBalance, 'id'>;
  declare safeProposals: EntityTable<SafeProposalRecord, 'id'>;
  declare paymentRequests: EntityTable<PaymentRequestRecord, 'id'>;
  declare categoryAccounts: EntityTable<CategoryAccount, 'id'>;
  /** Derived copies of large lists, not a registry table: never backed up (compact-copy.ts). */
  declare compactCopies: EntityTable<CompactCopy, 'id'>;

  /** `versions` exists for migration tests; the app always uses the default. */
  constructor(name: string, versions: readonly SchemaVersion[] = BUILD_SCHEMA_VERSIONS) {
    super(name);
    // A new workspace records when it was created (kept by backups, shown in Utility).
    this.on('populate', (tx) => {
      tx.table('meta').add(metaEntrySchema.parse({ key: META_KEYS.createdAt, value: new Date().toISOString() }));
    });
    for (const step of versions) {
      const version = this.version(step.version).stores(step.stores);
      const upgrades = step.upgradeRows;
      if (upgrades) {
        version.upgrade(async (tx) => {
          for (const [table, upgradeRow] of Object.entries(upgrades)) {
            await tx
              .table(table)
              .toCollection()
              .modify((row: Record<string, unknown>, ref) => {
                ref.value = upgradeRow(row);
              });
          }
        });
      }
    }
  }

  /** The typed Dexie table of a registry table name. */
  tableOf<T extends TableName>(name: T): Table<RecordOf<T>, string> {
    return this.table(name);
  }
}

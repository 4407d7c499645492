import type { z } from 'zod';
import { billApprovalSchema, billPaymentSchema, billSchema } from './entities/bill';
import { calendarEventSchema } from './entities/calendar-event';
import { categoryAccountSchema } from './entities/category-account';
import { chainBalanceSchema } from './entities/chain-balance';
import { chainPaymentSchema } from './entities/chain-payment';
import { commsActivitySchema, commsNoteSchema, commsReadMarkSchema, signedMessageSchema } from './entities/comms';
import { chainTransactionSchema } from './entities/chain-transaction';
import { companyProfileSchema } from './entities/company-profile';
import { companyTokenSchema } from './entities/company-token';
import { contractDeploymentSchema } from './entities/contract-deployment';
import { counterpartySchema } from './entities/counterparty';
import { distributionRunSchema, distributionTemplateSchema } from './entities/distribution';
import { categoryDecisionSchema, categoryRuleSchema, insightDismissalSchema } from './entities/insight-state';
import { invoiceSchema } from './entities/invoice';
import { journalEntrySchema } from './entities/journal-entry';
import { knownTokenSchema } from './entities/known-token';
import { ledgerAccountSchema } from './entities/ledger-account';
import { mailMessageSchema, mailReminderSchema, mailTemplateSchema } from './entities/mail';
import { ledgerPriceSchema } from './entities/ledger-price';
import { metaEntrySchema } from './entities/meta-entry';
import { networkSettingSchema } from './entities/network-setting';
import { openingBalanceSchema } from './entities/opening-balance';
import { periodEventSchema } from './entities/period-event';
import { recentBlockSchema } from './entities/recent-block';
import { recurringItemSchema } from './entities/recurring-item';
import { safeProposalSchema } from './entities/safe-proposal';
import { paymentRequestSchema } from './entities/payment-request';
import { storageDocumentSchema } from './entities/storage-document';
import { syncCursorSchema } from './entities/sync-cursor';
import { teamMemberSchema } from './entities/team-member';
import { treasuryWalletSchema } from './entities/treasury-wallet';

/**
 * Every table of the workspace with the zod schema each row must satisfy on write and on read.
 * Adding an entity (invoices, bills, ...) = an entry here + its index spec in a new entry of
 * SCHEMA_VERSIONS (schema-versions.ts). Backup/restore and validation pick it up from here.
 */
export const WORKSPACE_TABLES = {
  companyProfile: { schema: companyProfileSchema, primaryKey: 'id', label: 'Company profile', singleRow: true },
  teamMembers: { schema: teamMemberSchema, primaryKey: 'id', label: 'Team members', singleRow: false },
  treasuryWallets: { schema: treasuryWalletSchema, primaryKey: 'id', label: 'Treasury wallets', singleRow: false },
  meta: { schema: metaEntrySchema, primaryKey: 'key', label: 'Workspace settings', singleRow: false },
  networkSettings: { schema: networkSettingSchema, primaryKey: 'id', label: 'Network settings', singleRow: false },
  knownTokens: { schema: knownTokenSchema, primaryKey: 'id', label: 'Tokens', singleRow: false },
  chainTransactions: { schema: chainTransactionSchema, primaryKey: 'id', label: 'Transactions', singleRow: false },
  syncCursors: { schema: syncCursorSchema, primaryKey: 'id', label: 'Sync positions', singleRow: false },
  recentBlocks: { schema: recentBlockSchema, primaryKey: 'id', label: 'Recent blocks', singleRow: false },
  contractDeployments: {
    schema: contractDeploymentSchema,
    primaryKey: 'id',
    label: 'Contract addresses',
    singleRow: false,
  },
  ledgerAccounts: { schema: ledgerAccountSchema, primaryKey: 'id', label: 'Chart of accounts', singleRow: false },
  journalEntries: { schema: journalEntrySchema, primaryKey: 'id', label: 'Journal entries', singleRow: false },
  ledgerPrices: { schema: ledgerPriceSchema, primaryKey: 'id', label: 'Prices', singleRow: false },
  periodEvents: { schema: periodEventSchema, primaryKey: 'id', label: 'Closed periods', singleRow: false },
  companyTokens: { schema: companyTokenSchema, primaryKey: 'id', label: 'Company tokens', singleRow: false },
  distributionTemplates: {
    schema: distributionTemplateSchema,
    primaryKey: 'id',
    label: 'Distribution templates',
    singleRow: false,
  },
  distributionRuns: { schema: distributionRunSchema, primaryKey: 'id', label: 'Distributions', singleRow: false },
  counterparties: { schema: counterpartySchema, primaryKey: 'id', label: 'Clients and vendors', singleRow: false },
  invoices: { schema: invoiceSchema, primaryKey: 'id', label: 'Invoices', singleRow: false },
  payments: { schema: chainPaymentSchema, primaryKey: 'id', label: 'Router payments', singleRow: false },
  bills: { schema: billSchema, primaryKey: 'id', label: 'Bills', singleRow: false },
  billApprovals: { schema: billApprovalSchema, primaryKey: 'id', label: 'Bill approvals', singleRow: false },
  billPayments: { schema: billPaymentSchema, primaryKey: 'id', label: 'Bill payments', singleRow: false },
  documents: { schema: storageDocumentSchema, primaryKey: 'id', label: 'Documents', singleRow: false },
  mailTemplates: { schema: mailTemplateSchema, primaryKey: 'id', label: 'Mail templates', singleRow: false },
  mailMessages: { schema: mailMessageSchema, primaryKey: 'id', label: 'Mail messages', singleRow: false },
  mailReminders: { schema: mailReminderSchema, primaryKey: 'id', label: 'Mail reminder schedules', singleRow: false },
  calendarEvents: { schema: calendarEventSchema, primaryKey: 'id', label: 'Calendar events', singleRow: false },
  commsNotes: { schema: commsNoteSchema, primaryKey: 'id', label: 'Team notes', singleRow: false },
  commsActivities: { schema: commsActivitySchema, primaryKey: 'id', label: 'Calls and meetings', singleRow: false },
  signedMessages: { schema: signedMessageSchema, primaryKey: 'id', label: 'Signed messages', singleRow: false },
  commsReadMarks: { schema: commsReadMarkSchema, primaryKey: 'id', label: 'Read marks', singleRow: false },
  insightDismissals: {
    schema: insightDismissalSchema,
    primaryKey: 'id',
    label: 'Dismissed insights',
    singleRow: false,
  },
  categoryDecisions: {
    schema: categoryDecisionSchema,
    primaryKey: 'id',
    label: 'Category decisions',
    singleRow: false,
  },
  categoryRules: { schema: categoryRuleSchema, primaryKey: 'id', label: 'Category rules', singleRow: false },
  chainBalances: { schema: chainBalanceSchema, primaryKey: 'id', label: 'On-chain balances', singleRow: false },
  recurringItems: { schema: recurringItemSchema, primaryKey: 'id', label: 'Recurring items', singleRow: false },
  openingBalances: { schema: openingBalanceSchema, primaryKey: 'id', label: 'Opening balances', singleRow: false },
  safeProposals: { schema: safeProposalSchema, primaryKey: 'id', label: 'Safe proposals', singleRow: false },
  paymentRequests: {
    schema: paymentRequestSchema,
    primaryKey: 'id',
    label: 'Payments waiting for approval',
    singleRow: false,
  },
  categoryAccounts: {
    schema: categoryAccountSchema,
    primaryKey: 'id',
    label: 'Category mapping',
    singleRow: false,
  },
} as const;

export type TableName = keyof typeof WORKSPACE_TABLES;

/** A validated row of a table. */
export type RecordOf<T extends TableName> = z.output<(typeof WORKSPACE_TABLES)[T]['schema']>;

/** All rows of every table: what a backup holds. */
export type WorkspaceContent = { [T in TableName]: RecordOf<T>[] };

/** The table names in a stable order (the registry's order). */
export const TABLE_NAMES = Object.keys(WORKSPACE_TABLES) as TableName[];

/** The primary key value of a row. */
export function primaryKeyOf<T extends TableName>(table: T, record: RecordOf<T>): string {
  const key = WORKSPACE_TABLES[table].primaryKey;
  return String((record as Record<string, unknown>)[key]);
}

/** An empty workspace content (every table present, no rows). */
export function emptyContent(): WorkspaceContent {
  return {
    companyProfile: [],
    teamMembers: [],
    treasuryWallets: [],
    meta: [],
    networkSettings: [],
    knownTokens: [],
    chainTransactions: [],
    syncCursors: [],
    recentBlocks: [],
    contractDeployments: [],
    ledgerAccounts: [],
    journalEntries: [],
    ledgerPrices: [],
    periodEvents: [],
    companyTokens: [],
    distributionTemplates: [],
    distributionRuns: [],
    counterparties: [],
    invoices: [],
    payments: [],
    bills: [],
    billApprovals: [],
    billPayments: [],
    documents: [],
    mailTemplates: [],
    mailMessages: [],
    mailReminders: [],
    calendarEvents: [],
    commsNotes: [],
    commsActivities: [],
    signedMessages: [],
    commsReadMarks: [],
    insightDismissals: [],
    categoryDecisions: [],
    categoryRules: [],
    chainBalances: [],
    recurringItems: [],
    openingBalances: [],
    safeProposals: [],
    paymentRequests: [],
    categoryAccounts: [],
  };
}

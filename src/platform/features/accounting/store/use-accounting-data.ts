// Everything the Accounting page shows, live across tabs (the ledger poster's writes included).
import { COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { KnownToken } from '@/lib/db/entities/known-token';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import type { LedgerPrice } from '@/lib/db/entities/ledger-price';
import type { PeriodEventRecord } from '@/lib/db/entities/period-event';
import type { TeamMember } from '@/lib/db/entities/team-member';
import type { TreasuryWallet } from '@/lib/db/entities/treasury-wallet';
import { checkStoredRows, type CorruptRecord } from '@/lib/db/records';
import { useLiveQuery, type LiveQueryState } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

export interface AccountingData {
  readonly accounts: LedgerAccount[];
  /** By date, then by when they were written. */
  readonly entries: JournalEntry[];
  readonly prices: LedgerPrice[];
  readonly periodEvents: PeriodEventRecord[];
  readonly tokens: KnownToken[];
  readonly wallets: TreasuryWallet[];
  /** Company's team: names the addresses that posted entries or closed periods. */
  readonly members: TeamMember[];
  readonly baseCurrency: string;
  readonly fiscalYearStartMonth: number;
  readonly corrupt: CorruptRecord[];
}

async function readAccounting(db: WorkspaceDb): Promise<AccountingData> {
  const [accounts, entries, prices, periodEvents, tokens, wallets, members, profile] = await Promise.all([
    db.ledgerAccounts
      .orderBy('code')
      .toArray()
      .then((rows) => checkStoredRows('ledgerAccounts', rows)),
    db.journalEntries
      .orderBy('date')
      .toArray()
      .then((rows) => checkStoredRows('journalEntries', rows)),
    db.ledgerPrices.toArray().then((rows) => checkStoredRows('ledgerPrices', rows)),
    db.periodEvents
      .orderBy('sequence')
      .toArray()
      .then((rows) => checkStoredRows('periodEvents', rows)),
    db.knownTokens.toArray().then((rows) => checkStoredRows('knownTokens', rows)),
    db.treasuryWallets.toArray().then((rows) => checkStoredRows('treasuryWallets', rows)),
    db.teamMembers.toArray().then((rows) => checkStoredRows('teamMembers', rows)),
    db.companyProfile.get(COMPANY_PROFILE_ID).then((row) => checkStoredRows('companyProfile', row ? [row] : [])),
  ]);
  // Sorting is stable: within a day, the order they were written in.
  const sortedEntries = [...entries.records].sort((a, b) =>
    a.date === b.date ? a.recordedAt.localeCompare(b.recordedAt) : a.date < b.date ? -1 : 1,
  );
  const company = profile.records[0];
  return {
    accounts: accounts.records,
    entries: sortedEntries,
    prices: prices.records,
    periodEvents: periodEvents.records,
    tokens: tokens.records,
    wallets: wallets.records,
    members: members.records,
    baseCurrency: company?.baseCurrency ?? '',
    fiscalYearStartMonth: company?.fiscalYearStartMonth ?? 1,
    corrupt: [accounts, entries, prices, periodEvents, tokens, wallets, members, profile].flatMap((r) => r.corrupt),
  };
}

/** The books of the workspace, live. */
export function useAccountingData(db: WorkspaceDb): LiveQueryState<AccountingData> {
  return useLiveQuery(() => readAccounting(db), [db]);
}

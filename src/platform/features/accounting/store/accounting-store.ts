// The page's use cases: the ledger store (lib/ledger/store) with this page's ids and clock.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { EntryDraft } from '@/lib/ledger/entry';
import type { Period } from '@/lib/ledger/period';
import {
  addLedgerAccount,
  archiveLedgerAccount,
  deleteLedgerAccount,
  ensureChart,
  renameLedgerAccount,
  type StoreResult,
} from '@/lib/ledger/store/chart-store';
import {
  deleteManualDraft,
  postManualDraft,
  restoreManualDraft,
  saveManualDraft,
} from '@/lib/ledger/store/draft-store';
import { postManualEntry, reverseEntry, type Actor } from '@/lib/ledger/store/journal-store';
import { addPrice, importPrices } from '@/lib/ledger/store/price-store';
import type { Account } from '@/lib/ledger/account';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import type { Price } from '@/lib/ledger/prices';
import { saveBooksStart } from '@/lib/ledger/store/books-start-store';
import { removeCategoryAccount, saveCategoryAccount } from '@/lib/ledger/store/category-map-store';
import { confirmOpeningBalance, decideOpeningBalance, editOpeningBalance } from '@/lib/posting/post-opening-balances';
import { closeBooksPeriod, reopenBooksPeriod } from '@/lib/posting/post-year-close';

const newId = () => crypto.randomUUID();
const actorOf = (by: string): Actor => ({ by, now: new Date().toISOString() });

/** The page's store, bound to a workspace and the connected account. */
export function accountingStore(db: WorkspaceDb, account: string) {
  return {
    ensureChart: () => ensureChart(db),
    postEntry: (draft: Omit<EntryDraft, 'source'>) => postManualEntry(db, draft, newId(), actorOf(account)),
    saveDraft: (draft: Omit<EntryDraft, 'source'>) => saveManualDraft(db, draft, newId(), actorOf(account)),
    postDraft: (entryId: string) => postManualDraft(db, entryId, actorOf(account)),
    deleteDraft: (entryId: string) => deleteManualDraft(db, entryId),
    restoreDraft: (row: JournalEntry) => restoreManualDraft(db, row),
    reverse: (entryId: string, date: string) => reverseEntry(db, entryId, date, newId(), actorOf(account)),
    // A whole fiscal year also gets (or loses) its closing entry, in the same transaction (lib/posting/post-year-close).
    closePeriod: (period: Period) => closeBooksPeriod(db, period, newId(), actorOf(account), newId),
    reopenPeriod: (period: Period) => reopenBooksPeriod(db, period, newId(), actorOf(account), newId),
    addAccount: (account: Omit<Account, 'archived' | 'id'>): Promise<StoreResult<unknown>> =>
      addLedgerAccount(db, { ...account, id: newId() }),
    renameAccount: (id: string, name: string, revision: number) => renameLedgerAccount(db, id, name, revision),
    archiveAccount: (id: string, archived: boolean, revision: number) =>
      archiveLedgerAccount(db, id, archived, revision),
    deleteAccount: (id: string) => deleteLedgerAccount(db, id),
    addPrice: (price: Price) => addPrice(db, price, newId(), new Date().toISOString()),
    importPrices: (csv: string) => importPrices(db, csv, newId, new Date().toISOString()),
    confirmOpening: (id: string, revision: number) =>
      confirmOpeningBalance(db, id, revision, newId(), actorOf(account)),
    editOpening: (id: string, revision: number, units: bigint) =>
      editOpeningBalance(db, id, revision, units, actorOf(account)),
    decideOpening: (id: string, revision: number, status: 'rejected' | 'proposed') =>
      decideOpeningBalance(db, id, revision, status, actorOf(account)),
    saveBooksStart: (chainId: number, day: string | null) => saveBooksStart(db, chainId, day, new Date().toISOString()),
    mapCategory: (input: { category: string; accountId: string }, revision: number | null) =>
      saveCategoryAccount(db, input, revision, new Date().toISOString()),
    unmapCategory: (id: string, revision: number) => removeCategoryAccount(db, id, revision),
  };
}

export type AccountingStore = ReturnType<typeof accountingStore>;

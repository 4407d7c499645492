// The chart of accounts in the workspace: seeded from the template on first use, then edited by
// the user (add, rename, archive, delete while unused). Every change runs in one transaction that
// re-reads the chart, so two tabs never make the same code twice.
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import { parseRecord } from '@/lib/db/records';
import { saveRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  addAccount,
  canDelete,
  deletionRefusal,
  renameAccount,
  setArchived,
  type Account,
  type ChartResult,
} from '@/lib/ledger/account';
import { defaultChart, RULE_ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { relabelledWalletAccounts, type LedgerWallet } from '@/lib/ledger/wallet-account';
import { accountFromRow } from './ledger-rows';

export type StoreResult<T = void> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Seeds the default chart when the workspace has none (idempotent: a chart that exists, even one
 * the user changed, is left as it is). Returns the chart.
 */
export async function ensureChart(db: WorkspaceDb): Promise<Account[]> {
  return db.transaction('rw', db.ledgerAccounts, async () => {
    const rows = await db.ledgerAccounts.toArray();
    if (rows.length > 0) return rows.map(accountFromRow);
    const chart = defaultChart();
    await db.ledgerAccounts.bulkAdd(chart.map((a) => parseRecord('ledgerAccounts', { ...a, revision: 1 })));
    return chart;
  });
}

async function change(
  db: WorkspaceDb,
  id: string,
  baseRevision: number,
  edit: (accounts: Account[]) => ChartResult,
): Promise<StoreResult> {
  return db.transaction('rw', db.ledgerAccounts, async () => {
    const rows = await db.ledgerAccounts.toArray();
    const result = edit(rows.map(accountFromRow));
    if (!result.ok) return result;
    const changed = result.accounts.find((a) => a.id === id);
    const stored = rows.find((r) => r.id === id);
    if (!changed || !stored) return { ok: false, message: 'No such account' };
    await saveRevision(db, 'ledgerAccounts', { ...stored, ...changed }, baseRevision);
    return { ok: true, value: undefined };
  });
}

/** Adds an account (code unique, parent of the same type); the id is the caller's. */
export async function addLedgerAccount(
  db: WorkspaceDb,
  account: Omit<Account, 'archived'>,
): Promise<StoreResult<LedgerAccount>> {
  return db.transaction('rw', db.ledgerAccounts, async () => {
    const rows = await db.ledgerAccounts.toArray();
    const result = addAccount(rows.map(accountFromRow), { ...account, archived: false });
    if (!result.ok) return result;
    const added = result.accounts[result.accounts.length - 1];
    const record = parseRecord('ledgerAccounts', { ...added, revision: 1 });
    await db.ledgerAccounts.add(record);
    return { ok: true, value: record };
  });
}

/** Renames an account (postings keep pointing at its id). Throws StaleRevisionError. */
export function renameLedgerAccount(
  db: WorkspaceDb,
  id: string,
  name: string,
  baseRevision: number,
): Promise<StoreResult> {
  return change(db, id, baseRevision, (accounts) => renameAccount(accounts, id, name));
}

/** Archives or restores an account. Throws StaleRevisionError. */
export function archiveLedgerAccount(
  db: WorkspaceDb,
  id: string,
  archived: boolean,
  baseRevision: number,
): Promise<StoreResult> {
  return change(db, id, baseRevision, (accounts) => setArchived(accounts, id, archived));
}

/** Deletes an account nothing uses (no posting in any entry, no child); otherwise says to archive it. */
export async function deleteLedgerAccount(db: WorkspaceDb, id: string): Promise<StoreResult> {
  return db.transaction('rw', db.ledgerAccounts, db.journalEntries, async () => {
    const accounts = await db.ledgerAccounts.toArray();
    if (!accounts.some((a) => a.id === id)) return { ok: false, message: 'No such account' };
    let hasPostings = false;
    await db.journalEntries.each((entry) => {
      if (!hasPostings && !canDelete({ id }, entry.postings)) hasPostings = true;
    });
    const refusal = deletionRefusal(id, { hasPostings, accounts }, RULE_ACCOUNT_IDS);
    if (refusal) return { ok: false, message: refusal };
    await db.ledgerAccounts.delete(id);
    return { ok: true, value: undefined };
  });
}

/**
 * A treasury wallet's accounts follow its label (added, or renamed from `previousLabel`): call it in
 * the transaction that saves the wallet (with `db.ledgerAccounts` in its scope). Accounts renamed by
 * hand are left alone (lib/ledger/wallet-account.ts).
 */
export async function followWalletLabel(
  db: WorkspaceDb,
  wallet: LedgerWallet,
  previousLabel: string | null,
): Promise<void> {
  const rows = await db.ledgerAccounts.toArray();
  for (const renamed of relabelledWalletAccounts(rows.map(accountFromRow), wallet, previousLabel)) {
    const stored = rows.find((r) => r.id === renamed.id);
    if (stored) await saveRevision(db, 'ledgerAccounts', { ...stored, name: renamed.name }, stored.revision);
  }
}

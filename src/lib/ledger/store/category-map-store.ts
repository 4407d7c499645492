// The category → account mapping (Accounting → Chart of accounts, "Category mapping"): a
// transaction whose category is mapped posts to that account, before any account of that name or
// code (lib/ledger/posting-rule.ts `categoryAccountId`), and SBI may propose a mapped category.
// Revision-checked like every editable record; the ledger poster re-runs every row when it changes.
import { categoryKey, type CategoryAccount } from '@/lib/db/entities/category-account';
import { readRecords } from '@/lib/db/records';
import { deleteRevision, saveRevision, type BaseRevision } from '@/lib/db/revision-save';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { StoreResult } from './chart-store';

/** The mapping as the rules read it: category key (lower case) → account id. */
export function categoryMapOf(rows: readonly Pick<CategoryAccount, 'id' | 'accountId'>[]): Map<string, string> {
  return new Map(rows.map((row) => [row.id, row.accountId]));
}

/** The stored mapping (rows failing their schema left out), as the rules read it. */
export async function readCategoryMap(db: WorkspaceDb): Promise<Map<string, string>> {
  return categoryMapOf((await readRecords(db, 'categoryAccounts')).records);
}

/**
 * Maps a category to a live account (a new mapping with `baseRevision` null, else the revision the
 * edit started from). Refused, with the reason, for an empty category or an account that does not
 * exist or is archived; a category mapped already is refused as a new mapping (edit it instead).
 */
export async function saveCategoryAccount(
  db: WorkspaceDb,
  input: { readonly category: string; readonly accountId: string },
  baseRevision: BaseRevision,
  now: string,
): Promise<StoreResult<CategoryAccount>> {
  const category = input.category.trim();
  if (!category) return { ok: false, message: 'Enter the category to map' };
  if (category.length > 80) return { ok: false, message: 'A category has at most 80 characters' };
  return db.transaction('rw', [db.categoryAccounts, db.ledgerAccounts], async () => {
    const account = await db.ledgerAccounts.get(input.accountId);
    if (!account || account.archived)
      return { ok: false, message: 'Choose an account that exists and is not archived' };
    const id = categoryKey(category);
    const existing = await db.categoryAccounts.get(id);
    if (existing && baseRevision === null)
      return { ok: false, message: `“${existing.category}” is mapped already: change its account instead` };
    const saved = await saveRevision(
      db,
      'categoryAccounts',
      { id, category, accountId: account.id, updatedAt: now, revision: existing?.revision ?? 1 },
      baseRevision,
    );
    return { ok: true, value: saved };
  });
}

/** Removes a mapping still at the revision the user saw (StaleRevisionError otherwise). */
export async function removeCategoryAccount(db: WorkspaceDb, id: string, revision: number): Promise<void> {
  await deleteRevision(db, 'categoryAccounts', id, revision);
}

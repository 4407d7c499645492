// The ledger poster's cursor, kept in the workspace's meta table, so a start reads the chain rows
// changed since the last run, not the table. It says: every chain row stamped up to `through` was
// posted under `fingerprint` (everything else the transaction rules read) with records claiming
// the rows in `claims`. A start whose fingerprint differs (chart, closed periods, wallets, company
// tokens, an import, this code's version) runs every row, as before the cursor existed.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { z } from 'zod';
import { fnvLanes, marginBefore, tailDigestOf } from './posting-tail';

/** Raise when the posting rules or the poster change what they write: the next start runs every row. */
export const POSTER_VERSION = 1;

const cursorSchema = z.strictObject({
  fingerprint: z.string(),
  /** The newest `updatedAt` of a chain row the poster has run. */
  through: z.string(),
  /** How many chain rows there were: more rows than the rows read since `through` explain means a write with old stamps. */
  count: z.number().int().nonnegative(),
  /** A digest of the claimed row ids: a claim lost while the poster was stopped needs every row run. */
  claims: z.string(),
  /** A digest of the (id, stamp) pairs run within the clock margin before `through` (posting-tail.ts, rowsToStart). */
  tail: z.string(),
});

export type PostingCursor = z.output<typeof cursorSchema>;

/** What of the chart the category mapping reads (wallet accounts are the poster's own). */
export function chartKeyOf(accounts: readonly LedgerAccount[]): string {
  return JSON.stringify(
    accounts.filter((a) => !a.id.startsWith('wallet:')).map((a) => [a.id, a.code, a.name, a.archived]),
  );
}

/** A short digest of a string (FNV-1a, two lanes), enough to notice a change. */
export function digest(text: string): string {
  const [a, b] = fnvLanes(text);
  return `${text.length.toString(36)}.${a.toString(36)}.${b.toString(36)}`;
}

/** The digest of a set of claimed row ids (order-free). */
export function claimsDigest(claims: ReadonlySet<string>): string {
  return digest([...claims].sort().join('\n'));
}

/** Everything besides the chain rows and claims that the transaction rules read, as one digest. */
export async function postingFingerprint(db: WorkspaceDb): Promise<string> {
  return db.transaction(
    'r',
    [db.ledgerAccounts, db.periodEvents, db.treasuryWallets, db.companyTokens, db.networkSettings, db.meta],
    async () => {
      const [accounts, lastEvent, wallets, tokens, settings, imported] = await Promise.all([
        db.ledgerAccounts.toArray(),
        db.periodEvents.orderBy('sequence').last(),
        db.treasuryWallets.toArray(),
        db.companyTokens.toArray(),
        db.networkSettings.toArray(),
        db.meta.get(META_KEYS.lastImportAt),
      ]);
      return digest(
        JSON.stringify([
          POSTER_VERSION,
          chartKeyOf(accounts),
          lastEvent?.id ?? '',
          wallets.map((w) => [w.id, w.chainId, w.address, w.label]).sort(),
          tokens.map((t) => [t.chainId, t.address]).sort(),
          imported?.value ?? null,
          // The books' start days decide which rows post (post-transactions.ts).
          settings.map((n) => [n.chainId, n.booksStartOn ?? null]).sort(),
        ]),
      );
    },
  );
}

/** The stored cursor, or null (none yet, or unreadable). */
export async function readPostingCursor(db: WorkspaceDb): Promise<PostingCursor | null> {
  const entry = await db.meta.get(META_KEYS.postingCursor);
  if (typeof entry?.value !== 'string') return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(entry.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The (id, stamp) pairs stamped in (through − margin, through] (index keys only, no row is read). */
async function tailPairs(db: WorkspaceDb, through: string): Promise<[string, string][]> {
  if (through === '') return [];
  const range = () => db.chainTransactions.where('updatedAt').between(marginBefore(through), through, false, true);
  // Both in index order, in one transaction: the nth stamp is the nth id's.
  const [stamps, ids] = await Promise.all([range().keys(), range().primaryKeys()]);
  return ids.map((id, i) => [id, String(stamps[i])]);
}

/** The rows a start runs, and the cursor they continue from (null: every row, the cursor does not apply). */
export async function rowsToStart(
  db: WorkspaceDb,
  fingerprint: string,
): Promise<{ rows: ChainTransaction[]; cursor: PostingCursor | null; tail: readonly [string, string][] }> {
  return db.transaction('r', [db.chainTransactions, db.meta], async () => {
    const cursor = await readPostingCursor(db);
    if (cursor?.fingerprint === fingerprint) {
      // Rows stamped just before `through` may have been committed after the cursor was saved (a
      // writer stamps before it commits): when the rows stamped then, with their stamps, are those
      // the poster had run, only rows stamped after `through` are new; otherwise they are read too.
      const tail = await tailPairs(db, cursor.through);
      const sameTail = tailDigestOf(tail) === cursor.tail;
      const from = sameTail ? cursor.through : marginBefore(cursor.through);
      const rows = await db.chainTransactions.where('updatedAt').above(from).toArray();
      // More rows than those read explain: rows written with older stamps (a raw write, a clock set back).
      if ((await db.chainTransactions.count()) <= cursor.count + rows.length)
        return { rows, cursor, tail: sameTail ? tail : [] };
    }
    return { rows: await db.chainTransactions.toArray(), cursor: null, tail: [] };
  });
}

/**
 * Stores the cursor after a run that left nothing queued (nothing is written when it is unchanged).
 * `tail` is the digest of the rows the poster has run within the margin before `through`
 * (posting-tail.ts), kept as it runs them: a row committed there that it has not run (its change
 * notice still on its way) makes the next start's digest differ, and that start reads the margin.
 * So no row stamped within the margin is read here: the work is that of the rows that changed.
 */
export async function savePostingCursor(
  db: WorkspaceDb,
  fields: { fingerprint: string; through: string; claims: ReadonlySet<string>; tail: string },
): Promise<boolean> {
  return db.transaction('rw', [db.chainTransactions, db.meta], async () => {
    // A row stamped after `through` is committed but not run yet: its own run saves the cursor.
    const [newest] = await db.chainTransactions.orderBy('updatedAt').reverse().limit(1).keys();
    if (typeof newest === 'string' && newest > fields.through) return false;
    const cursor: PostingCursor = {
      fingerprint: fields.fingerprint,
      through: fields.through,
      count: await db.chainTransactions.count(),
      claims: claimsDigest(fields.claims),
      tail: fields.tail,
    };
    const value = JSON.stringify(cursor);
    const entry = await db.meta.get(META_KEYS.postingCursor);
    if (entry?.value !== value) await db.meta.put({ key: META_KEYS.postingCursor, value });
    return true;
  });
}

// The ledger poster's cursor, kept in the workspace's meta table, so a start reads the chain rows
// changed since the last run, not the table. It says: every chain row stamped up to `through` was
// posted under `fingerprint` (everything else the transaction rules read) with records claiming
// the rows in `claims`. A start whose fingerprint differs (chart, closed periods, wallets, company
// tokens, an import, this code's version) runs every row, as before the cursor existed.
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { CategoryAccount } from '@/lib/db/entities/category-account';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import { META_KEYS } from '@/lib/db/entities/meta-entry';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { z } from 'zod';
import { fnvLanes, marginBefore, tailCountOf } from './posting-tail';

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
  /** A digest of the (id, stamp) pairs run within the clock margin before `through` (posting-tail.ts, posting-margin.ts). */
  tail: z.string(),
});

export type PostingCursor = z.output<typeof cursorSchema>;

/** What of the chart and of the user's category mapping the category rule reads (wallet accounts are the poster's own). */
export function chartKeyOf(
  accounts: readonly LedgerAccount[],
  mapping: readonly Pick<CategoryAccount, 'id' | 'accountId'>[] = [],
): string {
  return JSON.stringify([
    accounts.filter((a) => !a.id.startsWith('wallet:')).map((a) => [a.id, a.code, a.name, a.archived]),
    mapping.map((m) => [m.id, m.accountId]).sort(),
  ]);
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
    [
      db.ledgerAccounts,
      db.periodEvents,
      db.treasuryWallets,
      db.companyTokens,
      db.networkSettings,
      db.meta,
      db.categoryAccounts,
    ],
    async () => {
      const [accounts, lastEvent, wallets, tokens, settings, imported, mapping] = await Promise.all([
        db.ledgerAccounts.toArray(),
        db.periodEvents.orderBy('sequence').last(),
        db.treasuryWallets.toArray(),
        db.companyTokens.toArray(),
        db.networkSettings.toArray(),
        db.meta.get(META_KEYS.lastImportAt),
        db.categoryAccounts.toArray(),
      ]);
      return digest(
        JSON.stringify([
          POSTER_VERSION,
          chartKeyOf(accounts, mapping),
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

/**
 * The rows a start runs, and the cursor they continue from (null: every row, the cursor does not
 * apply). Only the rows stamped after the cursor's `through` are read here: the rows stamped within
 * the clock margin before it are checked after the start, beside the queue (posting-margin.ts).
 */
export async function rowsToStart(
  db: WorkspaceDb,
  fingerprint: string,
): Promise<{ rows: ChainTransaction[]; cursor: PostingCursor | null }> {
  return db.transaction('r', [db.chainTransactions, db.meta], async () => {
    const cursor = await readPostingCursor(db);
    if (cursor?.fingerprint === fingerprint) {
      const rows = await db.chainTransactions.where('updatedAt').above(cursor.through).toArray();
      // More rows than those read explain: rows written with older stamps (a raw write, a clock set
      // back), unless as many more are within the margin than the cursor ran there: rows committed
      // late, which the margin's check finds and runs.
      const excess = (await db.chainTransactions.count()) - cursor.count - rows.length;
      if (excess <= 0) return { rows, cursor };
      const margin = db.chainTransactions
        .where('updatedAt')
        .between(marginBefore(cursor.through), cursor.through, false, true);
      if (excess <= (await margin.count()) - tailCountOf(cursor.tail)) return { rows, cursor };
    }
    return { rows: await db.chainTransactions.toArray(), cursor: null };
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

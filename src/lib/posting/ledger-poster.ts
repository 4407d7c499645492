// The ledger poster: the posting rules run after the sync writes. Started by the engine (the session
// hands it this poster), so it runs in the leading tab only; for the chain rows that changed (the sync's
// writes, a category or memo edited on the Transactions page, in any tab) it runs the transaction
// rules and reconciles their sources' entries (lib/ledger/store).
//
// Incremental (see README): in a session it listens to Dexie's `storagemutated`, which names the
// keys each committed write touched (any tab's), and reads only those rows; the table is read whole
// when the chart or company tokens change and when a write is reported as a range. A start reads the
// rows stamped since the posting cursor (posting-cursor.ts), then checks its clock margin beside the
// queue (posting-margin.ts), or every row when what the rules read besides them changed. Periods closed or reopened re-run the record posters and the rows of held
// drafts. Runs are queued one after another, so two never interleave.
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { recordNotedExecutions } from '@/lib/payments/safe-noted-executions';
import { postTransactions, type PostSummary } from '@/lib/posting/post-transactions';
import { changedKeys } from '@/lib/db/changed-keys';
import { onStorageMutated, watchQuery, type ChangedParts } from '@/lib/db/watch-query';
import { postRecords, type RecordPoster } from './record-posting';
import { RECORD_POSTERS, ROW_BOOKERS } from './registry';
import { applyBookings, type RowBooker } from './row-booking';
import { claimsDigest, postingFingerprint, rowsToStart, savePostingCursor, type PostingCursor } from './posting-cursor';
import { createCheckedTail, marginRows } from './posting-margin';
import { readLedgerState, signature, txOf, type LedgerState } from './poster-inputs';

export interface LedgerPosterOptions {
  readonly db: WorkspaceDb;
  readonly now?: () => Date;
  readonly newId?: () => string;
  readonly onError?: (error: unknown) => void;
  /** Called after each run that did something (tests wait on it instead of sleeping). */
  readonly onRun?: (summary: PostSummary) => void;
  /** Called whenever the queue empties (after the cursor is saved): tests wait on it. */
  readonly onIdle?: () => void;
  /** Posters of records paid on chain (invoices, bills); default RECORD_POSTERS. */
  readonly recordPosters?: readonly RecordPoster[];
  /** Bookings the app makes for rows it sent (bill payments, distributions); default ROW_BOOKERS. */
  readonly rowBookers?: readonly RowBooker[];
  /**
   * The reader of a chain the sync engine follows (null if none): a Safe's deployment noted by
   * another device is recorded from its receipt (safe-noted-executions.ts).
   */
  readonly readerOf?: (chainId: number) => Promise<ChainReader | null>;
}

/** Starts the poster; returns the function that stops it (a run under way finishes its transaction). */
export function startLedgerPoster(options: LedgerPosterOptions): () => void {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const onError = options.onError ?? (() => undefined);
  const seen = new Map<string, string>();
  // Safe deployments whose execution was read once mined (safe-noted-executions.ts).
  const deploymentsSettled = new Set<string>();
  let state: LedgerState | null = null;
  let queue = Promise.resolve();
  let stopped = false;
  const posters = options.recordPosters ?? RECORD_POSTERS;
  const bookers = options.rowBookers ?? ROW_BOOKERS;
  // Transfer rows whose value a record's payment entry posts (see record-posting.ts).
  let claims: ReadonlySet<string> = new Set();
  // The cursor: the fingerprint every row was last run under (null: not known this session, no
  // cursor is saved), the newest stamp run, the rows run within the margin before it (those found
  // unchanged at start among them), the claims expected then.
  let postedUnder: string | null = null;
  let through = '';
  const tail = createCheckedTail();
  let startClaims: string | null = null;
  let saved = '';
  let pending = 0;
  // Rows the last bookings gave a category (runRecords): the rows read before are read again.
  let booked = 0;
  const recordTables = new Set<string>([
    'payments',
    // A Safe execution another device noted: its bills and deployed token are recorded here too
    // (safe-noted-executions.ts).
    'safeProposals',
    ...posters.flatMap((p) => p.tables),
    ...bookers.flatMap((b) => b.tables),
  ]);

  /**
   * Books the app's own rows (a category written here comes back as a chainTransactions write and
   * runs those rows), posts the records' entries and refreshes the claims; returns the row ids
   * whose claim changed.
   */
  async function runRecords(): Promise<string[]> {
    await recordNotedExecutions(db, { now: now(), newId, readerOf: options.readerOf, settled: deploymentsSettled });
    if (bookers.length > 0) booked = await applyBookings(db, bookers, now().toISOString());
    if (posters.length === 0) return [];
    const result = await postRecords(db, posters, { now: now().toISOString(), newId });
    const changedIds = [...result.claims]
      .filter((id) => !claims.has(id))
      .concat([...claims].filter((id) => !result.claims.has(id)));
    claims = result.claims;
    return changedIds;
  }

  /**
   * Queues a run over the rows `load` reads; only those whose rule inputs changed are posted (unless
   * `force`). `whole`: the load covers every row that needs a run, so the books are those of a full
   * run under the fingerprint read before it.
   */
  function run(load: (fingerprint: string) => Promise<ChainTransaction[]>, force = false, whole = false): void {
    let rows: ChainTransaction[] = [];
    let claimsBefore = claims;
    pending += 1;
    queue = queue
      .then(async () => {
        if (stopped) return;
        claimsBefore = claims;
        const fingerprint = whole ? await postingFingerprint(db) : '';
        // Rows first, then the records: a row and the payment that claims it are written in one
        // transaction, so a row read here has its claim in the records read after (the other order
        // could post a just-written row's value before its claim, then reverse it).
        let loaded = await load(fingerprint);
        booked = 0;
        const changedIds = new Set(await runRecords());
        // A row booked just now is posted with its category, not before it (then reversed).
        if (booked > 0)
          loaded = (await db.chainTransactions.bulkGet(loaded.map((row) => row.id))).filter((row) => row !== undefined);
        // A claim dropped while the poster was stopped: its row is not among those read, so every row runs.
        const claimsMoved = startClaims !== null && startClaims !== claimsDigest(claims);
        startClaims = null;
        if (claimsMoved) run(all, false, true);
        rows = loaded.filter((row) => {
          const sig = signature(row);
          const differs = seen.get(row.id) !== sig;
          seen.set(row.id, sig);
          return differs || force || changedIds.has(row.id);
        });
        const extra = [...changedIds].filter((id) => !rows.some((row) => row.id === id));
        if (extra.length) rows.push(...(await db.chainTransactions.bulkGet(extra)).filter((row) => row !== undefined));
        if (rows.length > 0) {
          // Not `onRun?.(await postTransactions(…))`: an optional call skips its arguments when
          // nobody listens (the engine passes no onRun).
          const summary = await postTransactions(db, rows, { now: now().toISOString(), newId, claimed: claims });
          options.onRun?.(summary);
        }
        for (const row of [...loaded, ...rows]) {
          if (row.updatedAt > through) through = row.updatedAt;
          tail.note(row.id, row.updatedAt);
        }
        if (whole && !claimsMoved) postedUnder = fingerprint;
        // Saved when nothing is queued and it moved (it reads no row: the tail is kept as rows run).
        if (pending === 1 && postedUnder !== null && tail.known) {
          const digest = tail.digestThrough(through);
          const key = `${postedUnder}|${through}|${claimsDigest(claims)}|${digest}`;
          const fields = { fingerprint: postedUnder, through, claims, tail: digest };
          if (key !== saved && (await savePostingCursor(db, fields))) saved = key;
        }
      })
      .catch((error: unknown) => {
        // Forget what failed, so the next change runs those rows again; no cursor is saved after it.
        claims = claimsBefore;
        postedUnder = null;
        for (const row of rows) {
          seen.delete(row.id);
          tail.forget(row.id);
        }
        // A run failing once stopped is the database closing under it (the session ended, the
        // workspace switched): nobody to tell, and the next start runs those rows again.
        if (!stopped) onError(error);
      })
      .finally(settle);
  }
  function settle(): void {
    pending -= 1;
    if (pending === 0 && !stopped) options.onIdle?.();
  }

  /**
   * A start's check of the rows stamped within the margin before its cursor, beside the queue so
   * that writes and runs go on meanwhile (`pending` counts it: idle waits for it). Pairs the same as
   * the cursor's: the tail is known and the next run saves; otherwise the margin's rows run.
   */
  function checkMargin(cursor: PostingCursor): void {
    pending += 1;
    tail
      .check(db, cursor, () => stopped)
      .then((same) => {
        if (same === null) return;
        run(async () => {
          const rows = same ? [] : await marginRows(db, cursor.through);
          tail.checked();
          return rows;
        });
      })
      // The tail stays unknown: no cursor is saved this session, and the next start checks again.
      // A read failing once stopped is the database closing with the session: nobody to tell.
      .catch((error: unknown) => {
        if (!stopped) onError(error);
      })
      .finally(settle);
  }

  /** A start: the rows stamped since the cursor when it applies, else every row. */
  const start = async (fingerprint: string) => {
    const read = await rowsToStart(db, fingerprint);
    if (read.cursor !== null) {
      through = read.cursor.through;
      startClaims = read.cursor.claims;
      saved = `${fingerprint}|${through}|${read.cursor.claims}|${read.cursor.tail}`;
      checkMargin(read.cursor);
    }
    return read.rows;
  };
  const all = () => db.chainTransactions.toArray();
  const onMutated = (parts: ChangedParts) => {
    const touched = (table: string) => {
      const keys = changedKeys(parts, db.name, table);
      return keys === 'all' || keys.length > 0;
    };
    // A write to a record table: post the records, then the rows whose claim changed (run adds those).
    if ([...recordTables].some(touched)) run(async () => []);
    const keys = changedKeys(parts, db.name, 'chainTransactions');
    // A company token recorded (or restored): rows of that token book as equity now, not as an asset.
    // A network setting saved (a books start day among them): every row runs, before the day posting nothing.
    if (touched('companyTokens') || touched('networkSettings')) run(all, true, true);
    else if (keys === 'all') run(all, false, true);
    else if (keys.length > 0) {
      run(async () => {
        const rows = await db.chainTransactions.bulkGet(keys);
        // A deleted row gives nothing to post; forget it so a row written again under its id runs.
        keys.forEach((key, i) => {
          if (rows[i] !== undefined) return;
          seen.delete(key);
          tail.forget(key);
        });
        return rows.filter((row) => row !== undefined);
      });
    }
  };
  // Subscribed before the first full read, so nothing committed in between is missed.
  const stopMutated = onStorageMutated(onMutated);

  const subscription = watchQuery(() => readLedgerState(db), {
    next: (next) => {
      const previous = state;
      state = next;
      // At start the rows changed since the cursor run (every row without one); after, a changed
      // chart re-runs them all.
      if (previous === null) run(start, false, true);
      else if (previous.chartKey !== next.chartKey) run(all, true, true);
      else if (previous.periodsKey !== next.periodsKey) {
        // A period closed or reopened: every kind runs again (records through runRecords, chain rows
        // of held drafts by their transaction), so a held change is posted once its period reopens.
        const txs = next.heldSources.map(txOf).filter((tx) => tx !== null);
        run(
          () =>
            txs.length > 0 ? db.chainTransactions.where('[chainId+hash]').anyOf(txs).toArray() : Promise.resolve([]),
          true,
        );
      }
    },
    error: onError,
  });

  return () => {
    stopped = true;
    stopMutated();
    subscription.unsubscribe();
  };
}

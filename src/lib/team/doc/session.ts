// One device's team documents over its workspace database: local writes go in through the
// capture middleware, other devices' changes come in through merge and project into the tables.
import * as Automerge from '@automerge/automerge/slim';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { installCapture } from './capture';
import { applyRowWrites, type TeamDocs } from './documents';
import { applyMerge, projectRecords, type MergeResult, type RecordRef } from './projector';
import type { DocKind } from './shared-tables';

/** The team documents of one open workspace; every step runs in order, one at a time. */
export class TeamDocSession {
  #docs: TeamDocs;
  #queue: Promise<unknown> = Promise.resolve();
  /**
   * Runs after another device's changes are merged into the documents and before their rows (the
   * records given) are written; `afterProject` once they are. A page that ends in between leaves
   * documents ahead of their rows: the owner keeps the records so a resume writes them first.
   */
  beforeProject: ((docs: TeamDocs, records: readonly RecordRef[]) => Promise<void>) | null = null;
  afterProject: ((records: readonly RecordRef[]) => Promise<void>) | null = null;
  // Which projection last wrote each record (a rising count), while local writes wait to be
  // captured: a write that committed before a projection overwrote its row is projected again.
  #projections = 0;
  #projectedBy = new Map<string, number>();
  #capturesWaiting = 0;

  constructor(
    readonly db: WorkspaceDb,
    docs: TeamDocs,
  ) {
    this.#docs = docs;
  }

  /** The current documents (do not keep them across steps: Automerge retires old versions). */
  get docs(): TeamDocs {
    return this.#docs;
  }

  #run<R>(step: () => Promise<R>): Promise<R> {
    const result = this.#queue.then(step);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** Turns committed local writes into changes (the capture middleware's sink). */
  capture = (writes: Parameters<typeof applyRowWrites>[1]): void => {
    // Called when the write's transaction committed: a projection counted after this wrote its row over it.
    const committedAfter = this.#projections;
    this.#capturesWaiting += 1;
    void this.#run(async () => {
      try {
        const { docs, behind } = await applyRowWrites(this.#docs, writes);
        this.#docs = docs;
        // A merge projected these records between the write and now: their rows lack the merged
        // fields the write left alone (or the write's own fields), so they are written again; and so
        // are the rows a projection overwrote after the write committed (the merged value of a field
        // the write changed: the document now holds the write's, the row must too).
        const again = new Map(behind.map((ref) => [recordId(ref), ref]));
        for (const { table, key } of writes) {
          if ((this.#projectedBy.get(recordId({ table, key })) ?? 0) > committedAfter)
            again.set(recordId({ table, key }), { table, key });
        }
        if (again.size) await this.#project(docs, [...again.values()]);
      } finally {
        this.#capturesWaiting -= 1;
        if (this.#capturesWaiting === 0) this.#projectedBy.clear();
      }
    });
  };

  /** Writes records from `docs` into their tables, noting which projection wrote them; returns the refused. */
  async #project(docs: TeamDocs, records: readonly RecordRef[]) {
    const refused = await projectRecords(this.db, docs, records);
    if (this.#capturesWaiting > 0) {
      this.#projections += 1;
      for (const ref of records) this.#projectedBy.set(recordId(ref), this.#projections);
    }
    return refused;
  }

  /** Resolves once every write captured so far is in the documents. */
  idle(): Promise<void> {
    return this.#run(async () => undefined);
  }

  /** The changes of a document since the given heads (what to publish), as bytes. */
  changesSince(kind: DocKind, heads: readonly string[]): Promise<Uint8Array[]> {
    return this.#run(async () => Automerge.getChangesSince(this.#docs[kind], [...heads]));
  }

  /** Writes records from the documents into their tables again (rows a failed merge step left behind). */
  project(records: readonly RecordRef[]): Promise<void> {
    return this.#run(async () => {
      await this.#project(this.#docs, records);
      await this.afterProject?.(records);
    });
  }

  /** Applies another device's changes to a document and projects what they touched. */
  merge(kind: DocKind, changes: readonly Uint8Array[]): Promise<MergeResult> {
    return this.#run(async () => {
      const merged = await applyMerge(this.db, this.#docs, kind, changes);
      // Kept at once: the documents before the merge are retired by it, and a failure below
      // (saving, writing the rows) must not leave the session on them (every later change would throw).
      this.#docs = merged.docs;
      if (!merged.changed) return { docs: merged.docs, projected: [], refused: [] };
      await this.beforeProject?.(merged.docs, merged.records);
      const refused = await this.#project(merged.docs, merged.records);
      await this.afterProject?.(merged.records);
      return { docs: merged.docs, projected: merged.records, refused };
    });
  }
}

const recordId = ({ table, key }: RecordRef) => `${table}\u0000${key}`;

/** Starts a session on a database that is not open yet (the middleware must be in place first). */
export function attachTeamDocs(db: WorkspaceDb, docs: TeamDocs): TeamDocSession {
  const session = new TeamDocSession(db, docs);
  installCapture(db, session.capture);
  return session;
}

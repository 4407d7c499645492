// One device's team documents over its workspace database: local writes go in through the
// capture middleware, other devices' changes come in through merge and project into the tables.
import * as Automerge from '@automerge/automerge/slim';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { installCapture } from './capture';
import { applyRowWrites, type TeamDocs } from './documents';
import { mergeChanges, projectRecords, type MergeResult } from './projector';
import type { DocKind } from './shared-tables';

/** The team documents of one open workspace; every step runs in order, one at a time. */
export class TeamDocSession {
  #docs: TeamDocs;
  #queue: Promise<unknown> = Promise.resolve();
  /** Runs after another device's changes are merged into the documents and before their rows are written. */
  beforeProject: ((docs: TeamDocs) => Promise<void>) | null = null;

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
    void this.#run(async () => {
      const { docs, behind } = await applyRowWrites(this.#docs, writes);
      this.#docs = docs;
      // A merge projected these records between the write and now: their rows lack the merged
      // fields the write left alone (or the write's own fields), so they are written again.
      if (behind.length) await projectRecords(this.db, docs, behind);
    });
  };

  /** Resolves once every write captured so far is in the documents. */
  idle(): Promise<void> {
    return this.#run(async () => undefined);
  }

  /** The changes of a document since the given heads (what to publish), as bytes. */
  changesSince(kind: DocKind, heads: readonly string[]): Promise<Uint8Array[]> {
    return this.#run(async () => Automerge.getChangesSince(this.#docs[kind], [...heads]));
  }

  /** Applies another device's changes to a document and projects what they touched. */
  merge(kind: DocKind, changes: readonly Uint8Array[]): Promise<MergeResult> {
    return this.#run(async () => {
      const result = await mergeChanges(this.db, this.#docs, kind, changes, this.beforeProject);
      this.#docs = result.docs;
      return result;
    });
  }
}

/** Starts a session on a database that is not open yet (the middleware must be in place first). */
export function attachTeamDocs(db: WorkspaceDb, docs: TeamDocs): TeamDocSession {
  const session = new TeamDocSession(db, docs);
  installCapture(db, session.capture);
  return session;
}

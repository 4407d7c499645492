// What this device has published so far: per document, the heads up to which its own changes are
// sealed; how many sealed changes still wait for a head on chain; and the head on chain. Only the
// device's own actor's changes are ever sealed: merged changes belong to their authors' chains.
import * as Automerge from '@automerge/automerge/slim';
import type { TeamDocs } from './doc/documents';
import { DOC_KINDS, type DocKind } from './doc/shared-tables';
import type { SavedTeamState } from './team-state-db';

/** The publication bookkeeping of one device. */
export class PublishLedger {
  readonly #sealed = new Map<DocKind, string[]>();
  sealedNotOnChain = 0;
  onChainHead: string | null = null;

  constructor(
    readonly actor: string,
    saved: SavedTeamState | null,
  ) {
    // Without a saved state nothing of this device's is sealed yet: what a first start seeded (a
    // reload before the first save: rows written meanwhile, writes made as the page started) is
    // published like any change. Counted as sealed, it never left the device, and every later change
    // of its records built on it, so the other devices waited for it for ever.
    for (const kind of DOC_KINDS) this.#sealed.set(kind, saved?.sealed[kind] ?? []);
    if (saved) {
      this.sealedNotOnChain = saved.sealedNotOnChain;
      this.onChainHead = saved.onChainHead;
    }
  }

  /** This device's changes to a document not sealed yet. */
  unsealed(docs: TeamDocs, kind: DocKind): Uint8Array[] {
    return Automerge.getChangesSince(docs[kind], this.#sealed.get(kind)!).filter(
      (change) => Automerge.decodeChange(change).actor === this.actor,
    );
  }

  /** Everything of the document up to now counts as sealed. */
  markSealed(docs: TeamDocs, kind: DocKind, count: number): void {
    this.#sealed.set(kind, Automerge.getHeads(docs[kind]));
    this.sealedNotOnChain += count;
  }

  /** How many of this device's changes are not on chain yet. */
  unpublished(docs: TeamDocs): number {
    return DOC_KINDS.reduce((sum, kind) => sum + this.unsealed(docs, kind).length, this.sealedNotOnChain);
  }

  /** The part of the saved state this ledger owns. */
  saved(): Pick<SavedTeamState, 'sealed' | 'sealedNotOnChain' | 'onChainHead'> {
    return {
      sealed: Object.fromEntries(DOC_KINDS.map((kind) => [kind, this.#sealed.get(kind)!])) as SavedTeamState['sealed'],
      sealedNotOnChain: this.sealedNotOnChain,
      onChainHead: this.onChainHead,
    };
  }
}

// The coordinator of one device in a team workspace: it publishes this device's changes (sealed
// into bundles, sent to IPFS, the head put on chain in batches) and applies what the other devices
// published, refusing what a certificate, a signature or a role does not allow.
import * as Automerge from '@automerge/automerge/slim';
import { headDigestOf } from '@/lib/contracts/workspaces-cid';
import { DOC_KINDS, type DocKind } from './doc/shared-tables';
import type { TeamDocs } from './doc/documents';
import type { RecordRef } from './doc/projector';
import type { TeamDocSession } from './doc/session';
import type { DeviceKeys } from './keys/device-keys';
import { dexieNetStore, teamNetDbFor } from './net/net-db';
import type { NetStore } from './net/net-store';
import { BundlePublisher } from './net/publisher';
import { actorOf, encodeChanges } from './change-payload';
import { PublishLedger } from './publish-ledger';
import { saveTeamState, saveUnprojected, teamStateDbFor, type SavedTeamState, type TeamStateDb } from './team-state-db';
import { applyBundles, type Refusal } from './apply-bundles';
import { deviceChecker } from './certified-devices';
import { readTeamChainState } from './chain-state';
import { readOtherDevices } from './read-devices';
import { sendTeamTx } from './team-send';
import type { TeamDeviceOptions } from './team-wallet';
import type { WorkspaceKeyring } from './workspace-keyring';

const refKey = ({ table, key }: RecordRef) => `${table}\u0000${key}`;

/** What a publication did. */
export interface PublishResult {
  readonly sealed: number;
  readonly head: string | null;
  readonly waiting: number;
  readonly error: Error | null;
}

/** What a sync did. */
export interface SyncResult {
  readonly applied: number;
  readonly refused: readonly Refusal[];
}

/** One device of a team workspace, running (see team-setup.ts for how one starts). */
export class TeamDevice {
  readonly refusals: Refusal[];
  readonly #store: NetStore;
  readonly #state: TeamStateDb;
  readonly #publisher: BundlePublisher;
  readonly #ledger: PublishLedger;
  /** Checks a registered device's certificate (verdicts cached by certificate). */
  readonly checkDevice;
  readonly #listeners = new Set<() => void>();
  #publishing: Promise<unknown> = Promise.resolve();
  /** State writes, one at a time, each built when its turn comes (so the last one is the newest). */
  #saving: Promise<unknown> = Promise.resolve();
  /** Records merged into the documents whose rows are not written yet (saved with the documents). */
  readonly #unprojected = new Map<string, RecordRef>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly options: TeamDeviceOptions,
    readonly device: DeviceKeys,
    readonly session: TeamDocSession,
    readonly keyring: WorkspaceKeyring,
    saved: SavedTeamState | null,
  ) {
    const { wallet, endpoint, workspaceId } = options;
    this.#store = dexieNetStore(options.netDb ?? teamNetDbFor(wallet.address));
    this.#state = options.stateDb ?? teamStateDbFor(wallet.address);
    this.#ledger = new PublishLedger(actorOf(device.deviceId), saved);
    this.refusals = [...(saved?.refusals ?? [])];
    this.#publisher = new BundlePublisher({
      endpoint,
      store: this.#store,
      workspaceId,
      deviceId: device.deviceId,
      signingKey: device.signingPrivateKey,
      currentKey: () => keyring.current(),
      ...(options.now ? { now: options.now } : {}),
    });
    const domain = { chainId: wallet.chainId, verifyingContract: String(wallet.contract.target) };
    this.checkDevice = deviceChecker(endpoint, domain, wallet.reader ?? null);
    // Merged changes are on disk before their rows are, with the records still to write: a page
    // that ends between the two comes back with documents ahead of those rows, and its resume
    // writes them first (seeded as they were, the old rows would become this device's edits and
    // revert the merged ones everywhere, and a new record would never reach its table).
    session.beforeProject = (docs, records) => {
      for (const record of records) this.#unprojected.set(refKey(record), record);
      return this.#persist(docs);
    };
    session.afterProject = (records) => {
      for (const record of records) this.#unprojected.delete(refKey(record));
      return this.#queueSave(() => saveUnprojected(this.#state, this.workspaceId, [...this.#unprojected.values()]));
    };
  }

  get workspaceId(): string {
    return this.options.workspaceId;
  }

  /** Calls `listener` after each local write, publication and sync; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Called for every committed local write: publishes after the quiet time, if one is set. */
  localWrite(): void {
    this.#notify();
    if (this.options.quietMs === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.publishPending().catch(() => undefined), this.options.quietMs);
  }

  /** How many of this device's changes are not on chain yet (for "N changes not published yet"). */
  async unpublishedChanges(): Promise<number> {
    await this.session.idle();
    return this.#ledger.unpublished(this.session.docs);
  }

  /** Saves the documents and what was published (after each sync and publication). */
  async save(): Promise<void> {
    await this.session.idle();
    await this.#persist(this.session.docs);
  }

  #queueSave(write: () => Promise<void>): Promise<void> {
    const run = this.#saving.then(write);
    this.#saving = run.catch(() => undefined);
    return run;
  }

  #persist(docs: TeamDocs): Promise<void> {
    return this.#queueSave(() => this.#write(docs));
  }

  async #write(docs: TeamDocs): Promise<void> {
    await saveTeamState(this.#state, {
      workspace: this.workspaceId,
      docs: Object.fromEntries(DOC_KINDS.map((kind) => [kind, Automerge.save(docs[kind])])) as SavedTeamState['docs'],
      ...this.#ledger.saved(),
      refusals: this.refusals.map(({ changes, ...refusal }) => ({
        ...refusal,
        ...(changes ? { changes: [...changes] } : {}),
      })),
      unprojected: [...this.#unprojected.values()],
    });
  }

  /** Seals a document's whole state as a snapshot (a new member's first copy starts from it). */
  async publishSnapshot(kind: DocKind): Promise<void> {
    await this.session.idle();
    await this.#persist(this.session.docs);
    const docs = this.session.docs;
    await this.#publisher.publish(kind, 'snapshot', Automerge.save(docs[kind]));
    this.#ledger.markSealed(docs, kind, 1);
  }

  /** Seals what changed, sends the outbox, and puts the newest head whose chain is out on chain. */
  publishPending(): Promise<PublishResult> {
    clearTimeout(this.#timer);
    // One at a time: two would race for the same head and the wallet's next nonce.
    const run = this.#publishing.then(() => this.#publish());
    this.#publishing = run.catch(() => undefined);
    return run;
  }

  async #publish(): Promise<PublishResult> {
    await this.keyring.refresh();
    await this.session.idle();
    const docs = this.session.docs;
    const unsealed = DOC_KINDS.map((kind) => [kind, this.#ledger.unsealed(docs, kind)] as const);
    // This device's changes are on disk before any of them leaves it: a reload after they left
    // must not write their sequence numbers again with other content (the other devices would
    // wait for ever for the changes the new ones build on). If the page ends after a bundle left
    // but before the ledger below is saved, the changes go out again (harmless: the same hashes).
    if (unsealed.some(([, changes]) => changes.length > 0)) await this.#persist(docs);
    let sealed = 0;
    for (const [kind, changes] of unsealed) {
      // Counted as sealed once their bundle is in the outbox, never before: a seal that fails (no
      // workspace key yet, before an Admin's device admits this one) leaves them to the next
      // publication. Counted first, they never left the device, and every later change of this
      // device built on them, so the other devices waited for them for ever.
      if (changes.length > 0) await this.#publisher.publish(kind, 'changes', encodeChanges(changes));
      this.#ledger.markSealed(docs, kind, changes.length);
      sealed += changes.length;
    }
    const flushed = await this.#publisher.flush();
    if (flushed.head && flushed.head !== this.#ledger.onChainHead) {
      await sendTeamTx(this.options, 'publishHead', [
        this.workspaceId,
        this.device.deviceId,
        headDigestOf(flushed.head),
      ]);
      this.#ledger.onChainHead = flushed.head;
    }
    if (flushed.pending === 0) this.#ledger.sealedNotOnChain = 0;
    await this.save();
    this.#notify();
    return { sealed, head: this.#ledger.onChainHead, waiting: flushed.pending, error: flushed.error };
  }

  #refuse(refusal: Refusal): void {
    const same = (other: Refusal) =>
      other.deviceId === refusal.deviceId &&
      other.cid === refusal.cid &&
      other.reason === refusal.reason &&
      other.record?.key === refusal.record?.key;
    if (!this.refusals.some(same)) this.refusals.push(refusal);
  }

  /** Reads every other device's head (one call), walks the new part of its chain and applies it. */
  async sync(): Promise<SyncResult> {
    await this.keyring.refresh();
    // Not admitted yet: nothing can be opened, and that is not a refusal.
    if (this.keyring.keys.size === 0) return { applied: 0, refused: [] };
    const state = await readTeamChainState(this.options.wallet.contract, this.workspaceId);
    const { reads, refused } = await readOtherDevices(
      {
        endpoint: this.options.endpoint,
        store: this.#store,
        workspaceId: this.workspaceId,
        self: this.device.deviceId,
        check: this.checkDevice,
        epochKey: (epoch) => this.keyring.keys.get(epoch),
      },
      state,
    );
    // Rows a merge could not write (its step failed after the documents were saved) are written first.
    if (this.#unprojected.size) await this.session.project([...this.#unprojected.values()]);
    const result = await applyBundles(
      this.session,
      reads,
      this.refusals.flatMap((refusal) => refusal.changes ?? []),
      this.refusals,
    );
    for (const cids of result.handled.values()) await this.#store.markApplied(cids);
    refused.push(...result.refused);
    for (const refusal of refused) this.#refuse(refusal);
    await this.save();
    this.#notify();
    return { applied: result.applied, refused };
  }

  /** Leaving the page: publishes what is pending and stops the quiet-time timer. */
  async leave(): Promise<PublishResult> {
    return this.publishPending();
  }
}

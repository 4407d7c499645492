// A bundle's payload: a snapshot is `Automerge.save` bytes; a changes bundle is a DAG-CBOR list of
// Automerge changes, all written by the publishing device's own actor (its device id), so a
// reader can tell which member wrote each change it checks.
import * as Automerge from '@automerge/automerge/slim';
import { decode, encode } from '@ipld/dag-cbor';
import { z } from 'zod';
import type { BundleHeader } from './net/bundle-format';

const changesSchema = z.array(z.instanceof(Uint8Array)).min(1);

/** Every device builds the same first change under this actor (team/doc's genesis). */
const GENESIS_ACTOR = '00'.repeat(16);

/** The Automerge actor of a device: its id without the 0x (32 bytes of hex). */
export function actorOf(deviceId: string): string {
  return deviceId.toLowerCase().replace(/^0x/, '');
}

/** Encodes changes as a bundle payload. */
export function encodeChanges(changes: readonly Uint8Array[]): Uint8Array {
  return encode([...changes]);
}

/** The changes a bundle carries; throws when the payload is not what its kind says. */
export function changesOfPayload(kind: BundleHeader['kind'], payload: Uint8Array): Uint8Array[] {
  if (kind === 'snapshot') return Automerge.getAllChanges(Automerge.load(payload));
  return changesSchema.parse(decode(payload));
}

/** What a reader needs of each change: its hash, author and dependencies (decoded once). */
export interface ChangeInfo {
  readonly hash: string;
  readonly actor: string;
  readonly deps: readonly string[];
}

/** Decodes the changes' metadata; throws when one is not an Automerge change. */
export function describeChanges(changes: readonly Uint8Array[]): ChangeInfo[] {
  return changes.map((change) => {
    const { hash, actor, deps } = Automerge.decodeChange(change);
    if (!hash) throw new Error('A change without a hash');
    return { hash, actor, deps };
  });
}

/** The change authors that are not the device (nor the shared genesis): none for an honest bundle. */
export function foreignActors(deviceId: string, changes: readonly ChangeInfo[]): string[] {
  const own = actorOf(deviceId);
  const actors = new Set(changes.map((change) => change.actor));
  return [...actors].filter((actor) => actor !== own && actor !== GENESIS_ACTOR);
}

/** The dependencies neither in the document nor among the changes themselves. */
export function missingDeps(doc: Automerge.Doc<unknown>, changes: readonly ChangeInfo[]): string[] {
  const own = new Set(changes.map((change) => change.hash));
  const deps = new Set(changes.flatMap((change) => change.deps));
  return [...deps].filter((dep) => !own.has(dep) && !Automerge.hasHeads(doc, [dep]));
}

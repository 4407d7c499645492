// Applying other devices' bundles with refusal: every change must be the device's own (its actor),
// and every path it touches allowed for its member's role at the head's block. A bundle whose
// changes need another's not applied yet waits for it (several devices' chains arrive in any
// order), so no change is ever applied without first being checked.
import type { TeamRole } from '@/lib/db/entities/team-member';
import { mayWrite } from './keys/roles';
import { checkChanges } from './doc/role-check';
import type { TeamDocSession } from './doc/session';
import { DOC_KINDS, type DocKind } from './doc/shared-tables';
import type { ChainBundle } from './net/reader';
import { changesOfPayload, describeChanges, foreignActors, missingDeps, type ChangeInfo } from './change-payload';
import { partRefusalId, partRefusals, type RefusedPart } from './refused-records';

/**
 * A refused bundle (or a device's whole chain), with who published it and why; or, with `record`,
 * a part of an applied bundle the merge refused (refused-records.ts): the bundle's other changes stand.
 */
export interface Refusal {
  readonly deviceId: string;
  readonly member: string;
  readonly cid: string | null;
  readonly reason: string;
  /** The hashes of the refused bundle's changes: a later change that builds on one is refused too. */
  readonly changes?: readonly string[];
  /** The record (and its element) the merge refused, when the bundle itself was applied. */
  readonly record?: RefusedPart;
}

/** One device's new bundles, oldest first, each with the role its member held when it was published (null: none). */
export interface DeviceBundles {
  readonly deviceId: string;
  readonly member: string;
  readonly roles: readonly (TeamRole | null)[];
  readonly bundles: readonly ChainBundle[];
}

/** What an application did: per device, the CIDs handled in chain order (safe to mark applied). */
export interface ApplyResult {
  readonly handled: ReadonlyMap<string, readonly string[]>;
  readonly refused: readonly Refusal[];
  readonly applied: number;
}

type Verdict =
  | { kind: 'wait' }
  | { kind: 'refuse'; reason: string; changes?: Uint8Array[] }
  | { kind: 'apply'; doc: DocKind; changes: Uint8Array[] };

function judge(
  session: TeamDocSession,
  device: DeviceBundles,
  index: number,
  refusedChanges: ReadonlySet<string>,
): Verdict {
  const bundle = device.bundles[index]!;
  const role = device.roles[index] ?? null;
  const doc = bundle.header.document;
  if (!(DOC_KINDS as readonly string[]).includes(doc)) return { kind: 'refuse', reason: `Unknown document “${doc}”` };
  const kind = doc as DocKind;
  let changes: Uint8Array[];
  try {
    changes = changesOfPayload(bundle.header.kind, bundle.payload);
  } catch (error) {
    return {
      kind: 'refuse',
      reason: `The changes do not load: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  let info: ChangeInfo[];
  try {
    info = describeChanges(changes);
  } catch {
    return { kind: 'refuse', reason: 'The changes do not load' };
  }
  if (foreignActors(device.deviceId, info).length)
    return { kind: 'refuse', reason: 'The bundle carries changes written by another device' };
  const current = session.docs[kind];
  // Decoded, not applied to a fork: a first copy's snapshot is large, and the role check forks once.
  const missing = missingDeps(current, info);
  // A change that needs a refused one can never apply: refuse it rather than wait for ever.
  if (missing.some((hash) => refusedChanges.has(hash)))
    return { kind: 'refuse', reason: 'It builds on a refused change', changes };
  if (missing.length) return { kind: 'wait' };
  if (!role) return { kind: 'refuse', reason: 'Its member was not a member when it was published', changes };
  const check = checkChanges(current, kind, changes, (table, field) => mayWrite(role, table, field));
  if (!check.allowed) {
    const where = check.refused.map((path) => [path.table, path.field].filter(Boolean).join('.')).join(', ');
    return { kind: 'refuse', reason: `${check.reason} (${role})${where ? `: ${where}` : ''}`, changes };
  }
  return { kind: 'apply', doc: kind, changes };
}

/**
 * Applies what can be applied, refusing what breaks the rules; bundles still waiting stay unhandled.
 * `refusedBefore`: the change hashes refused earlier; `refusalsBefore`: the refusals kept so far
 * (a part of a record refused before is not reported again by a later merge that touches the record).
 */
export async function applyBundles(
  session: TeamDocSession,
  devices: readonly DeviceBundles[],
  refusedBefore: Iterable<string> = [],
  refusalsBefore: readonly Refusal[] = [],
): Promise<ApplyResult> {
  const refusedChanges = new Set(refusedBefore);
  const knownParts = new Set(
    refusalsBefore.flatMap(({ reason, record }) => (record ? [partRefusalId({ reason, record })] : [])),
  );
  const next = new Map(devices.map((device) => [device.deviceId, 0]));
  const handled = new Map<string, string[]>(devices.map((device) => [device.deviceId, []]));
  const refused: Refusal[] = [];
  let applied = 0;
  // Round after round, each device's next bundle in chain order, until no round makes progress.
  for (let progress = true; progress;) {
    progress = false;
    for (const device of devices) {
      for (let index = next.get(device.deviceId)!; index < device.bundles.length; index += 1) {
        const bundle = device.bundles[index]!;
        await session.idle();
        const verdict = judge(session, device, index, refusedChanges);
        if (verdict.kind === 'wait') break;
        if (verdict.kind === 'refuse') {
          const hashes = describeChanges(verdict.changes ?? []).map((change) => change.hash);
          for (const hash of hashes) refusedChanges.add(hash);
          const { deviceId, member } = device;
          refused.push({ deviceId, member, cid: bundle.cid, reason: verdict.reason, changes: hashes });
        } else {
          const merged = await session.merge(verdict.doc, verdict.changes);
          // Applied, and a part of it refused by the merge (a forged signature): shown, never dropped.
          for (const part of partRefusals(merged.docs, merged.refused, knownParts))
            refused.push({ deviceId: device.deviceId, member: device.member, cid: bundle.cid, ...part });
          applied += 1;
        }
        handled.get(device.deviceId)!.push(bundle.cid);
        next.set(device.deviceId, index + 1);
        progress = true;
      }
    }
  }
  return { handled, refused, applied };
}

// The record's history in a team workspace: the fields two devices wrote concurrently, the value
// every device keeps and the values that lost, with the device, its member and its time. In the
// coordinator's lazily loaded chunk (team-engine.ts): it reads the running device's documents.
import { readWorkspaceState } from '@/lib/contracts/workspaces-state';
import { recordConflictDetails } from './doc/conflicts';
import type { SharedTable } from './doc/shared-tables';
import type { TeamDevice } from './team-device';

/** One losing write of one field, as the record's history shows it. */
export interface HistoryEntry {
  readonly field: string;
  readonly kept: unknown;
  readonly lost: unknown;
  /** The device that wrote the losing value (0x and its id). */
  readonly device: string;
  /** Its member's wallet, null when the contract does not list the device. */
  readonly member: string | null;
  /** When that device saved the record (its `updatedAt`), null when unknown. */
  readonly at: string | null;
}

// Device → member, per running device; read again only when a device not seen yet wrote a value.
const members = new WeakMap<TeamDevice, Map<string, string>>();

async function membersOf(device: TeamDevice, actors: readonly string[]): Promise<Map<string, string>> {
  const known = members.get(device);
  if (known && actors.every((actor) => known.has(actor))) return known;
  const state = await readWorkspaceState(device.options.wallet.contract, device.workspaceId);
  const read = new Map(state.devices.map((row) => [row.deviceId.toLowerCase().replace(/^0x/, ''), row.member]));
  members.set(device, read);
  return read;
}

/** The record's losing writes on the running device, one entry per losing value, by field. */
export async function readRecordHistory(device: TeamDevice, table: SharedTable, key: string): Promise<HistoryEntry[]> {
  await device.session.idle();
  const details = recordConflictDetails(device.session.docs, table, key);
  if (details.length === 0) return [];
  const byActor = await membersOf(
    device,
    details.flatMap((detail) => detail.lost.map((write) => write.actor)),
  );
  return details.flatMap((detail) =>
    detail.lost.map((write) => ({
      field: detail.field,
      kept: detail.kept,
      lost: write.value,
      device: `0x${write.actor}`,
      member: byActor.get(write.actor) ?? null,
      at: write.at,
    })),
  );
}

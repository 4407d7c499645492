// Network settings' reads and writes: the only code of this section that touches the workspace.
import { parseRecord, readRecords, type ReadResult } from '../../../../lib/db/records';
import type { NetworkSetting } from '../../../../lib/db/entities/network-setting';
import type { WorkspaceDb } from '../../../../lib/db/workspace-db';

/** Every stored network setting, parsed on read. */
export function readNetworkSettings(db: WorkspaceDb): Promise<ReadResult<'networkSettings'>> {
  return readRecords(db, 'networkSettings');
}

/** Validates and stores one network's settings (its endpoints were checked before). */
export async function saveNetworkSetting(db: WorkspaceDb, setting: NetworkSetting): Promise<NetworkSetting> {
  const record = parseRecord('networkSettings', setting);
  await db.networkSettings.put(record);
  return record;
}

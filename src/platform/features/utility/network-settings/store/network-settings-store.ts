// Network settings' reads and writes: the only code of this section that touches the workspace.
import { readRecords, type ReadResult } from '@/lib/db/records';
import { saveRevision, type BaseRevision } from '@/lib/db/revision-save';
import type { NetworkSetting } from '@/lib/db/entities/network-setting';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

/** Every stored network setting, parsed on read. */
export function readNetworkSettings(db: WorkspaceDb): Promise<ReadResult<'networkSettings'>> {
  return readRecords(db, 'networkSettings');
}

/**
 * Validates and stores one network's settings (its endpoints were checked before) on top of the
 * revision the edit started from (null: none stored); StaleRevisionError if saved elsewhere since.
 */
export function saveNetworkSetting(
  db: WorkspaceDb,
  setting: NetworkSetting,
  baseRevision: BaseRevision,
): Promise<NetworkSetting> {
  return saveRevision(db, 'networkSettings', setting, baseRevision);
}

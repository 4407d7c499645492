import { META_KEYS, type MetaEntry } from '../entities/meta-entry';
import type { RestoreMode } from './workspace-content';

/** Facts about this browser's copy of the workspace: never taken from a file, in either mode. */
const OWN_KEYS: readonly string[] = [META_KEYS.lastExportAt, META_KEYS.lastImportAt];

/**
 * The meta rows an import writes. Merge adds the file's settings but keeps the workspace's own
 * createdAt; Replace takes the file's createdAt (the restored workspace is the one created then;
 * the current one if the file has none). Both keep this workspace's lastExportAt and record
 * lastImportAt = now. For Replace the result is the whole meta table; for Merge, rows to put.
 */
export function restoredMeta(fileMeta: readonly MetaEntry[], ownMeta: readonly MetaEntry[], mode: RestoreMode, now: Date): MetaEntry[] {
  const fileHasCreatedAt = fileMeta.some((entry) => entry.key === META_KEYS.createdAt);
  const fromFile = fileMeta.filter((entry) => !OWN_KEYS.includes(entry.key) && (mode === 'replace' || entry.key !== META_KEYS.createdAt));
  const kept =
    mode === 'replace'
      ? ownMeta.filter((entry) => entry.key === META_KEYS.lastExportAt || (entry.key === META_KEYS.createdAt && !fileHasCreatedAt))
      : [];
  return [...fromFile, ...kept, { key: META_KEYS.lastImportAt, value: now.toISOString() }];
}

import { META_KEYS, type MetaEntry } from '@/lib/db/entities/meta-entry';

/** How an import meets existing data: start over, or add to it (same keys are replaced). */
export type RestoreMode = 'replace' | 'merge';

/** Facts about this browser's copy of the workspace: never taken from a file, in either mode. */
const OWN_KEYS: readonly string[] = [META_KEYS.lastExportAt, META_KEYS.lastImportAt, META_KEYS.postingCursor];
/**
 * Counters that only grow: numbers handed out from them are never reused (the Client page's
 * invoice numbers, a deleted draft's included). A Merge keeps the larger of the file's and the
 * workspace's value, so merging an older backup never winds the counter back.
 */
const GROWING_KEYS: readonly string[] = [META_KEYS.invoiceSequence];

function larger(fileEntry: MetaEntry, ownMeta: readonly MetaEntry[]): MetaEntry {
  const own = ownMeta.find((entry) => entry.key === fileEntry.key)?.value;
  if (typeof own !== 'number') return fileEntry;
  return { key: fileEntry.key, value: typeof fileEntry.value === 'number' ? Math.max(own, fileEntry.value) : own };
}

/**
 * The meta rows an import writes. Merge adds the file's settings but keeps the workspace's own
 * createdAt; Replace takes the file's createdAt (the restored workspace is the one created then;
 * the current one if the file has none). Both keep this workspace's lastExportAt and record
 * lastImportAt = now. Merge keeps the larger value of a growing counter (GROWING_KEYS). For
 * Replace the result is the whole meta table; for Merge, rows to put.
 */
export function restoredMeta(
  fileMeta: readonly MetaEntry[],
  ownMeta: readonly MetaEntry[],
  mode: RestoreMode,
  now: Date,
): MetaEntry[] {
  const fileHasCreatedAt = fileMeta.some((entry) => entry.key === META_KEYS.createdAt);
  const fromFile = fileMeta
    .filter((entry) => !OWN_KEYS.includes(entry.key) && (mode === 'replace' || entry.key !== META_KEYS.createdAt))
    .map((entry) => (mode === 'merge' && GROWING_KEYS.includes(entry.key) ? larger(entry, ownMeta) : entry));
  const kept =
    mode === 'replace'
      ? ownMeta.filter(
          (entry) => entry.key === META_KEYS.lastExportAt || (entry.key === META_KEYS.createdAt && !fileHasCreatedAt),
        )
      : [];
  return [...fromFile, ...kept, { key: META_KEYS.lastImportAt, value: now.toISOString() }];
}

// The UI's door to a record's history: null when this tab runs no coordinator (a single-browser
// workspace, or the coordinator runs in another tab), so the pages show nothing then.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SharedTable } from './doc/shared-tables';
import type { HistoryEntry } from './record-history';
import { getTeamStatus, subscribeTeamStatus } from './team-status';

export type { HistoryEntry } from './record-history';

/** The record's losing writes, read again after every sync and local write; null without a running team workspace. */
export function useRecordHistory(table: SharedTable, key: string | null): readonly HistoryEntry[] | null {
  const status = useSyncExternalStore(subscribeTeamStatus, getTeamStatus, getTeamStatus);
  const [entries, setEntries] = useState<{ key: string; entries: readonly HistoryEntry[] } | null>(null);
  const running = status.kind === 'running' ? status : null;
  useEffect(() => {
    if (!running || key === null) return;
    let cancelled = false;
    const read = () =>
      void running.engine.readRecordHistory(running.device, table, key).then(
        (found) => {
          if (!cancelled) setEntries({ key, entries: found });
        },
        () => undefined,
      );
    read();
    const stop = running.device.subscribe(read);
    return () => {
      cancelled = true;
      stop();
    };
  }, [running, table, key]);
  if (!running || key === null) return null;
  return entries?.key === key ? entries.entries : [];
}

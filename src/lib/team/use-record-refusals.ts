// The UI's door to what the merge refused in one record (a Safe owner's signature that is not
// theirs for the proposal's SafeTx hash): none when this tab runs no coordinator (a single-browser
// workspace, or the coordinator runs in another tab, where Company → Team lists them).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Refusal } from './apply-bundles';
import type { SharedTable } from './doc/shared-tables';
import { getTeamStatus, subscribeTeamStatus } from './team-status';

const NONE: readonly Refusal[] = [];

/** The refusals that name the record, read again after every sync. */
export function useRecordRefusals(table: SharedTable, key: string): readonly Refusal[] {
  const status = useSyncExternalStore(subscribeTeamStatus, getTeamStatus, getTeamStatus);
  const device = status.kind === 'running' ? status.device : null;
  const subscribe = useCallback(
    (listener: () => void) => (device ? device.subscribe(listener) : () => undefined),
    [device],
  );
  // Refusals are only ever added: their count says when the list changed.
  const count = useSyncExternalStore(
    subscribe,
    () => device?.refusals.length ?? 0,
    () => 0,
  );
  return useMemo(() => {
    if (!device) return NONE;
    const found = device.refusals.slice(0, count).filter((r) => r.record?.table === table && r.record.key === key);
    return found.length ? found : NONE;
  }, [device, count, table, key]);
}

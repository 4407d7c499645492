// Tests only: this tab's coordinator as the pages' hooks read it (its refusals, only ever added, and
// its change notices), set as running in lib/team's status store; `setTeamStatus({ kind: 'off' })` ends it.
import type { Refusal } from './apply-bundles';
import type { TeamEngine } from './load-team';
import type { TeamDevice } from './team-device';
import { setTeamStatus } from './team-status';

/** Sets a running coordinator holding `refusals`; `add` records one more as a sync would. */
export function runningDeviceWith(refusals: Refusal[]): { add: (refusal: Refusal) => void } {
  const listeners = new Set<() => void>();
  const device = {
    refusals,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  setTeamStatus({ kind: 'running', device: device as unknown as TeamDevice, engine: {} as TeamEngine, error: null });
  return {
    add: (refusal) => {
      refusals.push(refusal);
      for (const listener of listeners) listener();
    },
  };
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Refusal } from '@/lib/team/apply-bundles';
import type { TeamChainState } from '@/lib/team/chain-state';
import type { TeamEngine } from '@/lib/team/load-team';
import type { TeamDevice } from '@/lib/team/team-device';
import { getTeamStatus, subscribeTeamStatus, type TeamStatus } from '@/lib/team/team-status';

/** This tab's coordinator status (lib/team's store). */
export function useTeamStatus(): TeamStatus {
  return useSyncExternalStore(subscribeTeamStatus, getTeamStatus, getTeamStatus);
}

/** What the running view shows, read again after every local write, publication and sync. */
export interface TeamView {
  readonly chain: TeamChainState;
  readonly unpublished: number;
  readonly admitted: boolean;
  readonly refusals: readonly Refusal[];
  readonly self: string;
  readonly deviceId: string;
}

/** The running device's view (null until first read). */
export function useTeamView(device: TeamDevice, engine: TeamEngine): TeamView | null {
  const [view, setView] = useState<TeamView | null>(null);
  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      const { contract, address } = device.options.wallet;
      const [chain, unpublished] = await Promise.all([
        engine.readTeamChainState(contract, device.workspaceId),
        device.unpublishedChanges(),
      ]);
      if (!cancelled)
        setView({
          chain,
          unpublished,
          admitted: device.keyring.keys.size > 0,
          refusals: [...device.refusals],
          self: address,
          deviceId: device.device.deviceId,
        });
    };
    const refresh = () => void read().catch(() => undefined);
    refresh();
    const stop = device.subscribe(refresh);
    return () => {
      cancelled = true;
      stop();
    };
  }, [device, engine]);
  return view;
}

import { useSyncExternalStore } from 'react';
import { TxProgress } from '@/components/ui/tx-progress';
import { getTeamTxs, subscribeTeamTxs } from '@/lib/team/team-tx-status';

const FINISHED = new Set(['done', 'failed']);

/**
 * The team workspace's latest transactions (set-up, join, invite, keyrings, heads) with the kit's
 * progress, as every page that sends shows its own: each line from the check to mined, then a link
 * to its Success page.
 */
export function TeamTxProgress() {
  const lines = useSyncExternalStore(subscribeTeamTxs, getTeamTxs, getTeamTxs);
  const last = lines.at(-1);
  if (!last) return null;
  return (
    <TxProgress
      label="Team workspace transactions"
      chainId={last.chainId}
      from="/platform/company?tab=team-workspace"
      running={lines.some((line) => !FINISHED.has(line.step.phase))}
      lines={lines}
    />
  );
}

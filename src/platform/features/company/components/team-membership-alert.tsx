import { Alert } from '@/components/ui/alert';
import { teamMembership } from '../model/team-membership';
import type { TeamView } from '../store/use-team-workspace';

/** Says so when this device no longer belongs to the team workspace (its member removed, or it revoked). */
export function TeamMembershipAlert({ view }: { view: TeamView | null }) {
  if (!view) return null;
  const standing = teamMembership(view.chain, view.self, view.deviceId);
  if (standing === 'member') return null;
  return (
    <Alert
      tone="warning"
      role="status"
      title={standing === 'removed' ? 'No longer a member' : 'This device was revoked'}
    >
      {standing === 'removed'
        ? 'An Admin removed your wallet from this team workspace. This browser keeps the books as they were when you left; what the team writes from now on is encrypted under a key this device does not hold, and what you change here is not shared.'
        : 'This device is no longer one of the team workspace’s devices. It keeps the books as they were; to work with the team again, join from a new device.'}
    </Alert>
  );
}

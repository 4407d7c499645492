import type { TabItem } from '@/components/navigation/tabs';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ProfileSection } from './profile-section';
import { TeamSection } from './team-section';
import { TeamWorkspaceSection } from './team-workspace-section';
import { TreasurySection } from './treasury-section';

/** The page's tabs (`?tab=`): the profile first. */
export const COMPANY_TABS: readonly TabItem[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'team', label: 'Team' },
  { id: 'wallets', label: 'Wallets' },
  { id: 'team-workspace', label: 'Team workspace' },
];

/** The selected tab's section of one account's workspace. */
export function CompanyWorkspace({ db, tab, account }: { db: WorkspaceDb; tab: string; account: string }) {
  return (
    <UndoToastProvider>
      {tab === 'team' ? (
        <TeamSection db={db} />
      ) : tab === 'team-workspace' ? (
        <TeamWorkspaceSection db={db} account={account} />
      ) : tab === 'wallets' ? (
        <TreasurySection db={db} />
      ) : (
        <ProfileSection db={db} />
      )}
    </UndoToastProvider>
  );
}

import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ProfileSection } from './profile-section';
import { TeamSection } from './team-section';
import { TreasurySection } from './treasury-section';
import { UndoToastProvider } from '@/components/ui/undo-toast';

/** The three sections of one account's workspace. */
export function CompanyWorkspace({ db }: { db: WorkspaceDb }) {
  return (
    <UndoToastProvider>
      <div className="space-y-10">
        <ProfileSection db={db} />
        <TeamSection db={db} />
        <TreasurySection db={db} />
      </div>
    </UndoToastProvider>
  );
}

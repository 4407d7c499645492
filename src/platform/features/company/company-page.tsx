import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/components/ui/page-meta';
import { useWorkspace } from '@/lib/db/use-workspace';
import { CompanyWorkspace } from './components/company-workspace';
import { DraftProvider, DraftScope, useAnyDirty } from '@/components/ui/drafts';
import { NoAccountNotice } from '@/components/ui/no-account-notice';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { WorkspaceProblem } from '@/components/ui/workspace-problem';

function CompanyContent() {
  const { account, db, problem } = useWorkspace();
  const dirty = useAnyDirty();
  return (
    <>
      <WorkspaceProblem problem={problem} />
      {account && db ? (
        // Keyed by account: another account's workspace starts from its own data and drafts.
        <DraftScope key={account} scope={account.toLowerCase()}>
          <CompanyWorkspace db={db} />
        </DraftScope>
      ) : (
        <NoAccountNotice />
      )}
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}

/** Company: profile, team members and treasury wallets of the connected account's workspace. */
export default function CompanyPage() {
  const { title, summary } = usePageMeta();
  return (
    <div className="space-y-8">
      <PageHeader title={title || 'Company'} summary={summary} />
      <DraftProvider>
        <CompanyContent />
      </DraftProvider>
    </div>
  );
}

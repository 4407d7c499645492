import { DraftProvider, DraftScope, useAnyDirty } from '@/components/ui/drafts';
import { PageFrame } from '@/components/ui/page-frame';
import { TabList, TabPanel } from '@/components/navigation/tabs';
import { UnsavedChangesGuard } from '@/components/navigation/unsaved-changes-guard';
import { useWorkspace } from '@/lib/db/use-workspace';
import { COMPANY_TABS, CompanyWorkspace } from './components/company-workspace';

function CompanyContent() {
  const { account, db } = useWorkspace();
  const dirty = useAnyDirty();
  return (
    <>
      {/* Without an account the frame says so (the shell's notice); the drafts wait here for it. */}
      {account && db ? (
        // Keyed by account: another account's workspace starts from its own data and drafts.
        <DraftScope key={account} scope={account.toLowerCase()}>
          <TabPanel tabs={COMPANY_TABS}>{(tab) => <CompanyWorkspace db={db} tab={tab} account={account} />}</TabPanel>
        </DraftScope>
      ) : null}
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}

/** Company: profile, team members and treasury wallets of the connected account's workspace, one tab each. */
export default function CompanyPage() {
  return (
    <PageFrame needsAccount subnav={<TabList label="Company sections" tabs={COMPANY_TABS} />}>
      <DraftProvider>
        <CompanyContent />
      </DraftProvider>
    </PageFrame>
  );
}

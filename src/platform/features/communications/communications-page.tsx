import { DraftProvider, DraftScope } from '@/components/ui/drafts';
import { PageFrame } from '@/components/ui/page-frame';
import { TabList, TabPanel } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { COMMS_TABS, CommsWorkspace } from './components/comms-workspace';

function CommsContent() {
  const { account, db } = useWorkspace();
  // Without an account the frame says so (the shell's notice).
  if (!account || !db) return null;
  return (
    <DraftScope key={account} scope={account.toLowerCase()}>
      <TabPanel tabs={COMMS_TABS}>{(tab) => <CommsWorkspace db={db} account={account} tab={tab} />}</TabPanel>
    </DraftScope>
  );
}

/** Communications: each client's and vendor's timeline, the team's feed, and signed messages, one tab each. */
export default function CommunicationsPage() {
  return (
    <PageFrame needsAccount subnav={<TabList label="Communications sections" tabs={COMMS_TABS} />}>
      <DraftProvider>
        <CommsContent />
      </DraftProvider>
    </PageFrame>
  );
}

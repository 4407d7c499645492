import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { MAIL_TABS } from './components/mail-tabs';
import { MailWorkspace } from './components/mail-workspace';

/** Mail: messages written from records (invoice, reminder, receipt, remittance advice), sent from the user's own mail app. */
export default function MailPage() {
  const { account, db } = useWorkspace();
  return (
    <PageFrame needsAccount subnav={<TabList label="Mail sections" tabs={MAIL_TABS} />}>
      {account && db ? <MailWorkspace key={account} db={db} account={account} /> : null}
    </PageFrame>
  );
}

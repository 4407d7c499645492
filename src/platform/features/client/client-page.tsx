import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { CLIENT_TABS } from './components/client-tabs';
import { ClientWorkspace } from './components/client-workspace';

/** Client: invoices paid on chain by reference, the client directory, statements and AR aging. */
export default function ClientPage() {
  const { account, db } = useWorkspace();
  return (
    // A printed invoice is the invoice alone: the page's header and tabs stay off paper.
    <div className="print:[&>div>header]:hidden">
      <PageFrame needsAccount subnav={<TabList label="Client sections" tabs={CLIENT_TABS} />}>
        {account && db ? <ClientWorkspace key={account} db={db} /> : null}
      </PageFrame>
    </div>
  );
}

import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { SBI_TABS } from './components/sbi-tabs';
import { SbiWorkspace } from './components/sbi-workspace';

/** SBI: cash forecast, anomalies, spend and income, and learned categories, worked out on this device. */
export default function SbiPage() {
  const { account, db } = useWorkspace();
  return (
    <PageFrame needsAccount subnav={account && db ? <TabList label="SBI sections" tabs={SBI_TABS} /> : null}>
      {account && db ? <SbiWorkspace key={account} db={db} /> : null}
    </PageFrame>
  );
}

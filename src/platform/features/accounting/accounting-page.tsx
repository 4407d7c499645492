import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { ACCOUNTING_TABS } from './components/accounting-tabs';
import { AccountingWorkspace } from './components/accounting-workspace';

/** Accounting: chart of accounts, journal, reports and exports of the connected account's books. */
export default function AccountingPage() {
  const { account, db } = useWorkspace();
  // "New entry" sits in the page header; the form opens in a side panel over whichever tab is shown.
  const [entryOpen, setEntryOpen] = useState(false);
  const ready = Boolean(account && db);
  return (
    <PageFrame
      needsAccount
      actions={ready ? <Button onClick={() => setEntryOpen(true)}>New entry</Button> : null}
      subnav={ready ? <TabList label="Accounting sections" tabs={ACCOUNTING_TABS} /> : null}
    >
      {account && db ? (
        <AccountingWorkspace key={account} db={db} account={account} entryOpen={entryOpen} onEntryOpen={setEntryOpen} />
      ) : null}
    </PageFrame>
  );
}

import { DraftProvider, DraftScope } from '@/components/ui/drafts';
import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useWallet } from '@/lib/wallet/use-wallet';
import { VENDOR_TABS } from './components/vendor-tabs';
import { VendorsWorkspace } from './components/vendors-workspace';

/** Vendors: bills with approvals, paying one or many at once, the vendor directory, statements and AP aging. */
export default function VendorsPage() {
  const { account, db } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <PageFrame needsAccount subnav={<TabList label="Vendors sections" tabs={VENDOR_TABS} />}>
      <DraftProvider keepAs="vendors">
        {account && db && chainId !== null ? (
          // Keyed by account: another account starts from its own drafts.
          <DraftScope key={account} scope={account.toLowerCase()}>
            <VendorsWorkspace db={db} account={account} chainId={chainId} />
          </DraftScope>
        ) : null}
      </DraftProvider>
    </PageFrame>
  );
}

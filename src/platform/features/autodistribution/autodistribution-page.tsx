import { DraftProvider, DraftScope } from '@/components/ui/drafts';
import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useWallet } from '@/lib/wallet/use-wallet';
import { DISTRIBUTION_TABS, DistributionWorkspace } from './components/distribution-workspace';

/** Auto Distribution: split a payment among many recipients in one transaction (or ordered batches). */
export default function AutoDistributionPage() {
  const { account, db } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <PageFrame
      needsAccount
      subnav={
        account && db && chainId !== null ? (
          <TabList label="Auto Distribution sections" tabs={DISTRIBUTION_TABS} />
        ) : undefined
      }
    >
      <DraftProvider keepAs="autodistribution">
        {account && db && chainId !== null ? (
          // Keyed by account: another account starts from its own drafts.
          <DraftScope key={account} scope={account.toLowerCase()}>
            <DistributionWorkspace db={db} account={account} chainId={chainId} />
          </DraftScope>
        ) : null}
      </DraftProvider>
    </PageFrame>
  );
}

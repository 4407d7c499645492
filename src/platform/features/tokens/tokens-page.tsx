import { DraftProvider, DraftScope } from '@/components/ui/drafts';
import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useWallet } from '@/lib/wallet/use-wallet';
import { TOKEN_TABS, TokensWorkspace } from './components/tokens-workspace';

/** Tokenization: create shares or a unique asset, manage the company's tokens, the cap table. */
export default function TokensPage() {
  const { account, db } = useWorkspace();
  const { chainId } = useWallet();
  const ready = account && db && chainId !== null;
  return (
    <PageFrame needsAccount subnav={ready ? <TabList label="Tokenization sections" tabs={TOKEN_TABS} /> : undefined}>
      <DraftProvider keepAs="tokens">
        {ready ? (
          // Keyed by account: another account starts from its own drafts.
          <DraftScope key={account} scope={account.toLowerCase()}>
            <TokensWorkspace key={chainId} db={db} account={account} chainId={chainId} />
          </DraftScope>
        ) : null}
      </DraftProvider>
    </PageFrame>
  );
}

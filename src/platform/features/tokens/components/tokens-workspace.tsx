import { useMemo, useState } from 'react';
import { Address } from '@/components/ui/address';
import { Card } from '@/components/ui/card';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { useDraft } from '@/components/ui/drafts';
import { Section } from '@/components/ui/section';
import { TabPanel, useUrlTab, type TabItem } from '@/components/navigation/tabs';
import { networkName } from '@/lib/primitives/networks';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useWallet } from '@/lib/wallet/use-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { useCompanyTokens, useTokenSummaries } from '@/platform/features/tokens/store/use-tokens';
import { CapTablePanel } from './cap-table-panel';
import { CreateSection } from './create-section';
import { DeedDetails } from './deed-details';
import { ManagePanel } from './manage-panel';
import { TokenList } from './token-list';

/** The page's sub-navigation: the tokens first. */
export const TOKEN_TABS: readonly TabItem[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'cap-table', label: 'Cap table' },
  { id: 'create', label: 'Create' },
];

/** The company's tokens on the wallet's network: list and manage, the cap table of one, create. */
export function TokensWorkspace({ db, account, chainId }: { db: WorkspaceDb; account: string; chainId: number }) {
  const { balanceText } = useWallet();
  // Reads and sends go through the wallet, on the network it is on now.
  const reader = useMemo(() => {
    const provider = getWalletProvider();
    return provider ? eip1193Reader(provider, chainId) : null;
  }, [chainId]);
  const [actions, setActions] = useState(0);
  const refresh = `${balanceText}|${actions}`;
  const { tokens, corrupt } = useCompanyTokens(db, chainId);
  const summaries = useTokenSummaries(reader, account, tokens, refresh);
  const [selectedId, setSelectedId] = useDraft<string | null>('selected-token', null);
  const [, selectTab] = useUrlTab(TOKEN_TABS);
  const selected = tokens.find((t) => t.id === selectedId) ?? tokens[0] ?? null;
  const summary = selected && summaries.status === 'ready' ? (summaries.data.get(selected.id) ?? null) : null;
  const changed = () => setActions((n) => n + 1);

  return (
    // Full addresses and hashes are single 42/66-character words: let them wrap at 360 px.
    <div className="space-y-6 wrap-anywhere">
      <CorruptRecordsNotice corrupt={corrupt} noun="token" />
      <TabPanel tabs={TOKEN_TABS}>
        {(tab) => (
          <>
            {tab === 'tokens' ? (
              <div className="space-y-8">
                <Section title={`Company tokens on ${networkName(chainId)}`}>
                  <TokenList
                    chainId={chainId}
                    tokens={tokens}
                    states={summaries}
                    selected={selected?.id ?? null}
                    onSelect={setSelectedId}
                    onCapTable={(id) => (setSelectedId(id), selectTab('cap-table'))}
                    onCreate={() => selectTab('create')}
                  />
                </Section>
                {selected ? (
                  <Card title={`${selected.name} (${selected.symbol})`}>
                    <div className="space-y-4">
                      <p className="text-sm text-muted">
                        {selected.kind === 'shares' ? 'AssetShares' : 'AssetDeed'} at{' '}
                        <Address address={selected.address} />, deployed in block {selected.deployBlock} by{' '}
                        <Address address={selected.owner} />.
                      </p>
                      {selected.kind === 'deed' ? <DeedDetails token={selected} /> : null}
                      <ManagePanel
                        key={selected.id}
                        db={db}
                        reader={reader}
                        account={account}
                        token={selected}
                        state={summary}
                        balance={summary?.balance ?? null}
                        onChanged={changed}
                      />
                    </div>
                  </Card>
                ) : null}
              </div>
            ) : null}
            {tab === 'cap-table' ? (
              <Section
                title={selected ? `Cap table: ${selected.name}` : 'Cap table'}
                description="Who holds the shares at a block, read from the chain's transfers."
              >
                {selected?.kind === 'shares' ? (
                  <CapTablePanel
                    key={selected.id}
                    db={db}
                    reader={reader}
                    account={account}
                    token={selected}
                    refresh={refresh}
                  />
                ) : (
                  <p className="text-sm text-muted">
                    {selected
                      ? `${selected.symbol} is a unique asset: choose shares under Tokens (Manage) to see their cap table.`
                      : 'No shares yet: create them under Create.'}
                  </p>
                )}
              </Section>
            ) : null}
            {/* Kept mounted while hidden: a deployment in progress (and its links) outlives a look at the list. */}
            <div hidden={tab !== 'create'}>
              <CreateSection
                db={db}
                reader={reader}
                account={account}
                onCreated={(id) => (setSelectedId(id), changed())}
              />
            </div>
          </>
        )}
      </TabPanel>
    </div>
  );
}

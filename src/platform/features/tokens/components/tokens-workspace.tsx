import { useMemo, useState } from 'react';
import { CorruptRecordsNotice } from '@/components/ui/corrupt-records-notice';
import { useDraft } from '@/components/ui/drafts';
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

/** The company's tokens on the wallet's network: list, manage and cap table of one, create. */
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
  const selected = tokens.find((t) => t.id === selectedId) ?? tokens[0] ?? null;
  const summary = selected && summaries.status === 'ready' ? (summaries.data.get(selected.id) ?? null) : null;
  const changed = () => setActions((n) => n + 1);

  return (
    // Full addresses and hashes are single 42/66-character words: let them wrap at 360 px.
    <div className="space-y-8 wrap-anywhere">
      <section aria-labelledby="tokens-list-heading" className="space-y-4">
        <h2 id="tokens-list-heading" className="text-xl font-semibold">
          Company tokens on {networkName(chainId)}
        </h2>
        <CorruptRecordsNotice corrupt={corrupt} noun="token" />
        <TokenList
          chainId={chainId}
          tokens={tokens}
          states={summaries}
          selected={selected?.id ?? null}
          onSelect={setSelectedId}
        />
      </section>
      {selected ? (
        <section
          aria-labelledby="token-manage-heading"
          className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 id="token-manage-heading" className="text-xl font-semibold">
            {selected.name} ({selected.symbol})
          </h2>
          <p className="text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
            {selected.kind === 'shares' ? 'AssetShares' : 'AssetDeed'} at {selected.address}, deployed in block{' '}
            {selected.deployBlock} by {selected.owner}.
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
          {selected.kind === 'shares' ? (
            <div className="space-y-3">
              <h3 className="text-lg font-semibold">Cap table</h3>
              <CapTablePanel
                key={selected.id}
                db={db}
                reader={reader}
                account={account}
                token={selected}
                refresh={refresh}
              />
            </div>
          ) : null}
        </section>
      ) : null}
      <CreateSection db={db} reader={reader} account={account} onCreated={(id) => (setSelectedId(id), changed())} />
    </div>
  );
}

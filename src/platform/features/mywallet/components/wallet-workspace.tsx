import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useBaseValues } from '@/lib/ledger/store/use-base-values';
import { useWallet } from '@/lib/wallet/use-wallet';
import { useBalances, useChainAssets, useWalletReader } from '@/platform/features/mywallet/store/use-wallet-data';
import { AccountSection } from './account-section';
import { AddTokenForm } from './add-token-form';
import { BalancesSection } from './balances-section';
import { ReceiveSection } from './receive-section';
import { SendSection } from './send-section';

/** One account's wallet on the network the wallet is on: balances first, then Send and Receive. */
export function WalletWorkspace({ db, account, chainId }: { db: WorkspaceDb; account: string; chainId: number }) {
  const { balanceText } = useWallet();
  const reader = useWalletReader(chainId, account);
  const { assets, native } = useChainAssets(db, chainId);
  const balances = useBalances(db, reader, account, assets, balanceText);
  const values = useBaseValues(db);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <BalancesSection assets={assets} balances={balances} values={values}>
            <AddTokenForm db={db} reader={reader} chainId={chainId} />
          </BalancesSection>
        </div>
        <AccountSection account={account} chainId={chainId} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <SendSection
          db={db}
          reader={reader}
          account={account}
          assets={assets}
          native={native}
          balances={balances}
          refresh={balanceText}
        />
        <ReceiveSection account={account} assets={assets} />
      </div>
    </div>
  );
}

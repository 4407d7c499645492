import { useMemo } from 'react';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { NoAccountNotice } from '@/components/workspace/no-account-notice';
import { StorageAlert } from '@/components/workspace/storage-alert';
import { networkName } from '@/lib/primitives/networks';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { usePlatformDeployments } from '@/lib/contracts/use-platform-deployments';
import { PLATFORM_CONTRACTS } from '@/lib/db/entities/contract-deployment';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useWallet } from '@/lib/wallet/use-wallet';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { ContractsTable, tableChainIds } from './contracts-table';
import { DeployPanel } from './deploy-panel';
import { EnterAddressForm } from './enter-address-form';

/** Utility → Platform contracts: what is known where, self-deploy and hand entry on the wallet's network. */
export function PlatformContractsSection() {
  const { account, db } = useWorkspace();
  const { chainId } = useWallet();
  const deployments = usePlatformDeployments();
  // Reads and sends go through the wallet, on the network it is on now.
  const reader = useMemo(() => {
    const provider = account && chainId !== null ? getWalletProvider() : null;
    return provider && chainId !== null ? eip1193Reader(provider, chainId) : null;
  }, [account, chainId]);
  if (!account || !db) return <NoAccountNotice />;

  return (
    // Full addresses and hashes are single 42/66-character words: let them wrap at 360 px.
    <div className="space-y-6 wrap-anywhere">
      <p className="text-sm text-muted">
        Ledgerline&apos;s Registry, PaymentRouter and Distributor, per network. Every address is checked before it is
        recorded: the code there must be the contract this version of Ledgerline compiles. Recorded addresses are part
        of the workspace and its backups; the local chain uses its deployments file.
      </p>
      {deployments.status === 'error' ? <StorageAlert error={deployments.error} /> : null}
      <CorruptRecordsNotice corrupt={deployments.corrupt} noun="contract address" />
      <ContractsTable
        chainIds={tableChainIds(deployments.chainIds, chainId)}
        contractsOn={deployments.contractsOn}
        walletChainId={chainId}
      />
      {reader ? (
        <>
          <div className="space-y-3">
            <h3 className="text-lg font-semibold">Deploy to {networkName(reader.chainId)}</h3>
            <DeployPanel
              key={`${account}:${reader.chainId}`}
              db={db}
              reader={reader}
              account={account}
              known={deployments.contractsOn(reader.chainId)}
            />
          </div>
          <div className="space-y-3">
            <h3 className="text-lg font-semibold">Enter addresses by hand</h3>
            <p className="text-sm text-muted">
              Contracts already deployed on {networkName(reader.chainId)} (by you or a colleague): paste each address.
              No code, or code that is not the contract, is refused.
            </p>
            <div className="grid gap-4 lg:grid-cols-3">
              {PLATFORM_CONTRACTS.map((name) => (
                <EnterAddressForm key={`${reader.chainId}:${name}`} db={db} reader={reader} name={name} />
              ))}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

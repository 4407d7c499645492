import { KNOWN_NETWORKS, networkName } from '@/lib/primitives/networks';
import type { DeploymentSource, KnownContract, KnownContracts } from '@/lib/contracts/deployments-store';
import { PLATFORM_CONTRACTS } from '@/lib/db/entities/contract-deployment';
import { Table, type TableColumn } from '@/components/ui/table';

/** How each source reads in the table. */
export const SOURCE_LABELS: Readonly<Record<DeploymentSource, string>> = {
  deployed: 'Deployed from here',
  entered: 'Entered by hand',
  file: 'Deployments file',
};

/** The networks the table lists: every known network, then any other with a contract or the wallet on it. */
export function tableChainIds(withContracts: readonly number[], walletChainId: number | null): number[] {
  const known = KNOWN_NETWORKS.map((network) => network.chainId);
  const others = [...withContracts, ...(walletChainId === null ? [] : [walletChainId])].filter(
    (id) => !known.includes(id),
  );
  return [...known, ...[...new Set(others)].sort((a, b) => a - b)];
}

function Cell({ contract }: { contract: KnownContract | undefined }) {
  if (!contract) return <span className="text-muted">Not deployed</span>;
  return (
    <>
      <span className="block font-medium">{SOURCE_LABELS[contract.source]}</span>
      <span className="block font-mono text-xs break-all text-muted">{contract.address}</span>
    </>
  );
}

/** Which platform contracts are known on which network, and where each address comes from. */
export function ContractsTable({
  chainIds,
  contractsOn,
  walletChainId,
}: {
  chainIds: readonly number[];
  contractsOn: (chainId: number) => KnownContracts;
  walletChainId: number | null;
}) {
  const columns: TableColumn<number>[] = [
    {
      id: 'network',
      header: 'Network',
      rowHeader: true,
      className: 'break-words',
      cell: (chainId) => (
        <>
          {networkName(chainId)}
          <span className="block text-xs font-normal text-muted">
            chain {chainId}
            {chainId === walletChainId ? ' · your wallet' : ''}
          </span>
        </>
      ),
    },
    ...PLATFORM_CONTRACTS.map((name): TableColumn<number> => ({
      id: name,
      header: name,
      cell: (chainId) => <Cell contract={contractsOn(chainId)[name]} />,
    })),
  ];
  return (
    <Table
      label="Contracts per network"
      columns={columns}
      rows={chainIds}
      rowKey={String}
      rowData={(chainId) => ({ 'chain-id': String(chainId) })}
    />
  );
}

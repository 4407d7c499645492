import { KNOWN_NETWORKS, networkName } from '@/lib/primitives/networks';
import type { DeploymentSource, KnownContract, KnownContracts } from '@/lib/contracts/deployments-store';
import { PLATFORM_CONTRACTS } from '@/lib/db/entities/contract-deployment';

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
  return (
    <table className="w-full table-fixed text-sm" data-testid="platform-contracts-table">
      <caption className="sr-only">Platform contracts per network</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="py-1 pr-2 font-medium">
            Network
          </th>
          {PLATFORM_CONTRACTS.map((name) => (
            <th key={name} scope="col" className="py-1 pr-2 font-medium break-words">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chainIds.map((chainId) => {
          const known = contractsOn(chainId);
          return (
            <tr key={chainId} data-chain-id={chainId} className="border-t border-border align-top">
              <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
                {networkName(chainId)}
                <span className="block text-xs font-normal text-muted">
                  chain {chainId}
                  {chainId === walletChainId ? ' · your wallet' : ''}
                </span>
              </th>
              {PLATFORM_CONTRACTS.map((name) => (
                <td key={name} className="py-2 pr-2">
                  <Cell contract={known[name]} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

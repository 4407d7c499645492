// Contracts named by what they are, for the address book: the platform contracts the workspace
// knows on each network (its own rows, else the deployments file) and the company's own tokens.
import type { CompanyToken } from '@/lib/db/entities/company-token';
import type { ContractDeployment } from '@/lib/db/entities/contract-deployment';
import { getDeploymentChainIds, getDeployments } from './contracts';
import { chainsWithContracts, knownContractsOn } from './deployments-store';

/** A contract's address and the name the app shows for it. */
export interface NamedContract {
  readonly address: string;
  readonly name: string;
}

/**
 * The platform contracts (`PaymentRouter`, `Distributor`, `Registry`, and `Workspaces` from the
 * deployments file) and company tokens (`Acme Shares (ACME)`).
 */
export function namedContracts(
  deployments: readonly ContractDeployment[],
  tokens: readonly Pick<CompanyToken, 'address' | 'name' | 'symbol'>[],
): NamedContract[] {
  const platform = chainsWithContracts(deployments).flatMap((chainId) =>
    Object.values(knownContractsOn(chainId, deployments)).map((known) => ({
      address: known.address,
      name: known.name,
    })),
  );
  // Workspaces is not deployed from Utility (yet), so only the deployments file knows it.
  const workspaces = getDeploymentChainIds().flatMap((chainId) => {
    const address = getDeployments(chainId)?.Workspaces;
    return address ? [{ address, name: 'Workspaces' }] : [];
  });
  return [
    ...tokens.map((token) => ({ address: token.address, name: `${token.name} (${token.symbol})` })),
    ...platform,
    ...workspaces,
  ];
}

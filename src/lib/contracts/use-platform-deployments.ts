import { useMemo } from 'react';
import type { ContractDeployment } from '@/lib/db/entities/contract-deployment';
import type { CorruptRecord } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { useWorkspace } from '@/lib/db/use-workspace';
import type { PlatformDeployment } from './contracts';
import {
  chainsWithContracts,
  deploymentOf,
  knownContractsOn,
  readContractDeployments,
  type KnownContracts,
} from './deployments-store';

/** The platform contract addresses of every network, live (this tab and others). */
export interface PlatformDeployments {
  /** loading: only the deployments file is known yet; error: the workspace could not be read. */
  readonly status: 'loading' | 'ready' | 'error';
  readonly error: unknown;
  readonly rows: readonly ContractDeployment[];
  readonly corrupt: readonly CorruptRecord[];
  /** Chain ids with any known contract, ascending. */
  readonly chainIds: readonly number[];
  contractsOn(chainId: number): KnownContracts;
  /** Addresses on `chainId` in `getDeployments`' shape; undefined when none is known. */
  deploymentOn(chainId: number): PlatformDeployment | undefined;
}

const NO_ROWS: readonly ContractDeployment[] = [];

/** The connected workspace's platform contracts (else the deployments file alone), for pages. */
export function usePlatformDeployments(): PlatformDeployments {
  const { db } = useWorkspace();
  const live = useLiveQuery(async () => (db ? readContractDeployments(db) : null), [db]);
  return useMemo(() => {
    const rows = live.status === 'ready' && live.data ? live.data.records : NO_ROWS;
    const contractsOn = (chainId: number) => knownContractsOn(chainId, rows);
    return {
      status: live.status === 'ready' || !db ? 'ready' : live.status,
      error: live.status === 'error' ? live.error : null,
      rows,
      corrupt: live.status === 'ready' && live.data ? live.data.corrupt : [],
      chainIds: chainsWithContracts(rows),
      contractsOn,
      deploymentOn(chainId: number) {
        const known = contractsOn(chainId);
        return Object.keys(known).length ? deploymentOf(known) : undefined;
      },
    };
  }, [live, db]);
}

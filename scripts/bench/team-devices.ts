// The team benches' devices (scripts/bench/team-sync-bench.ts, safe-team-bench.ts; never imported by
// the app): the Workspaces contract deployed on anvil, and one device profile per development key,
// each with its own fake-indexeddb databases, signing through anvil (which holds the keys).
import { JsonRpcProvider, Wallet } from 'ethers';
import { workspacesAt, workspacesFactory } from '@/lib/contracts/contracts';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { DeviceKeyDb } from '@/lib/team/keys/device-key-db';
import { TeamNetDb } from '@/lib/team/net/net-db';
import { newWorkspaceId } from '@/lib/team/team-setup';
import type { TeamDeviceOptions } from '@/lib/team/team-wallet';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { TeamStateDb } from '@/lib/team/team-state-db';

export interface TeamDevices {
  readonly provider: JsonRpcProvider;
  /** anvil as a wallet: it signs and sends for every development key. */
  readonly node: Eip1193Provider;
  readonly signers: readonly Wallet[];
  /** A device of key `index` in the one workspace. */
  profile(index: number): TeamDeviceOptions;
}

/** Deploys the Workspaces contract (key 0) and returns the device maker for one new workspace. */
export async function teamDevices(rpcUrl: string, chainId: number, keys: readonly string[], ipfsUrl: string) {
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  const node = {
    request: ({ method, params }) => provider.send(method, (params as unknown[] | undefined) ?? []),
  } as Eip1193Provider;
  const signers = keys.map((key) => new Wallet(key, provider));
  const deployed = await workspacesFactory(signers[0]!).deploy();
  await deployed.waitForDeployment();
  const contract = workspacesAt(await deployed.getAddress(), provider);
  const workspaceId = newWorkspaceId();
  const profile = (index: number): TeamDeviceOptions => {
    const signer = signers[index]!;
    const name = `bench-${index}-${crypto.randomUUID()}`;
    return {
      wallet: {
        address: signer.address,
        chainId,
        contract,
        provider: node,
        signTypedData: (typed) => signer.signTypedData(typed.domain, typed.types, typed.message),
      },
      endpoint: { url: ipfsUrl },
      db: new WorkspaceDb(`ws-${name}`),
      keyDb: new DeviceKeyDb(`keys-${name}`),
      netDb: new TeamNetDb(`net-${name}`),
      stateDb: new TeamStateDb(`state-${name}`),
      workspaceId,
    };
  };
  return { provider, node, signers, profile } satisfies TeamDevices;
}

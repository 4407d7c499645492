// Tests only: one anvil with the Workspaces contract, one test IPFS node, and devices each with
// their own databases (fake-indexeddb), as separate browser profiles would have them.
import type { Wallet } from 'ethers';
import { rpc } from '../../../scripts/lib/anvil.mjs';
import { startIpfsNode, type IpfsNode } from '../../../scripts/lib/ipfs-node.mjs';
import { startChain, type Chain } from '../../../tests/contracts/helpers';
import { workspacesAt, workspacesFactory } from '@/lib/contracts/contracts';
import { WorkspaceDb } from '@/lib/db/workspace-db';
import { DeviceKeyDb } from './keys/device-key-db';
import { TeamNetDb } from './net/net-db';
import { TeamStateDb } from './team-state-db';
import type { TeamDevice } from './team-device';
import type { TeamDeviceOptions, TeamWallet } from './team-wallet';

/** The chain, the contract and the IPFS node the devices of a test share. */
export interface World {
  readonly chain: Chain;
  readonly node: IpfsNode;
  readonly contract: string;
}

/** Starts anvil (with the Workspaces contract deployed) and the IPFS node. */
export async function startWorld(): Promise<World> {
  const chain = await startChain();
  const deployed = await workspacesFactory(chain.accounts[0]!).deploy();
  await deployed.waitForDeployment();
  return { chain, node: await startIpfsNode(), contract: await deployed.getAddress() };
}

/** Stops both. */
export async function stopWorld(world: World): Promise<void> {
  await world.node.stop();
  await world.chain.stop();
}

/**
 * The development account `index` as a member's wallet: anvil holds its key, so the provider is
 * anvil itself (the sender's eth_sendTransaction goes straight to it); the contract only reads.
 */
export function walletOf(world: World, index: number): TeamWallet & { readonly signer: Wallet } {
  const signer = world.chain.accounts[index]!;
  const url = world.chain.anvil.rpcUrl;
  return {
    signer,
    address: signer.address,
    chainId: world.chain.anvil.chainId,
    contract: workspacesAt(world.contract, world.chain.provider),
    provider: { request: ({ method, params }) => rpc(url, method, (params as unknown[] | undefined) ?? []) },
    signTypedData: (typed) => signer.signTypedData(typed.domain, typed.types, typed.message),
  };
}

/** A fresh profile of account `index` for `workspaceId`: its own workspace, key and transport databases. */
export function profileOf(world: World, index: number, workspaceId: string): TeamDeviceOptions {
  const name = `${index}-${crypto.randomUUID()}`;
  return {
    wallet: walletOf(world, index),
    endpoint: { url: world.node.url },
    db: new WorkspaceDb(`team-ws-${name}`),
    keyDb: new DeviceKeyDb(`team-keys-${name}`),
    netDb: new TeamNetDb(`team-net-${name}`),
    stateDb: new TeamStateDb(`team-state-${name}`),
    workspaceId,
  };
}

/** A vendor as a device's table shows it. */
export function vendorOn(team: TeamDevice, id = 'v1') {
  return team.session.db.counterparties.get(id);
}

/** The same profile after a reload: new connections to the same databases. */
export function reloaded(options: TeamDeviceOptions): TeamDeviceOptions {
  options.db.close();
  return {
    ...options,
    db: new WorkspaceDb(options.db.name),
    keyDb: new DeviceKeyDb(options.keyDb!.name),
    netDb: new TeamNetDb(options.netDb!.name),
    stateDb: new TeamStateDb(options.stateDb!.name),
  };
}

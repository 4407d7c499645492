// What the coordinator needs from a member's wallet: its address, the Workspaces contract to read,
// the wallet's EIP-1193 provider (every transaction is the member's own, sent through lib/chain's
// sender: team-send.ts), and EIP-712 signing for the device certificate.
import type { ChainReader } from '@/lib/chain/rpc-client';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { WorkspacesContract } from '@/lib/contracts/contracts';
import type { PinningEndpoint } from '@/lib/ipfs/pinning-http';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { TypedData } from '@/lib/signing/typed-data';
import type { DeviceKeyDb } from './keys/device-key-db';
import type { TeamNetDb } from './net/net-db';
import type { TeamStateDb } from './team-state-db';
import type { RowWrite } from './doc/documents';
import type { TeamTxProgress } from './team-send';

/** A member's wallet as the team workspace uses it. */
export interface TeamWallet {
  readonly address: string;
  readonly chainId: number;
  /** The Workspaces contract, for its views and events (the writes go through `provider`). */
  readonly contract: WorkspacesContract;
  /** The wallet the transactions are sent from (lib/chain's sender: checked, pending row, followed). */
  readonly provider: Eip1193Provider;
  signTypedData(typed: TypedData): Promise<string>;
  /** Reads the chain for ERC-1271 checks: with it, members whose wallet is a contract are accepted. */
  readonly reader?: ChainReader | null;
}

/** Everything one device of a team workspace runs on. */
export interface TeamDeviceOptions {
  readonly wallet: TeamWallet;
  /** The company's Kubo RPC endpoint (the one configured for Storage). */
  readonly endpoint: PinningEndpoint;
  /** The workspace database, not open yet: the capture middleware goes in first. */
  readonly db: WorkspaceDb;
  /** 32 bytes of hex. */
  readonly workspaceId: string;
  /** Where this device's keys live (the profile's own database unless given). */
  readonly keyDb?: DeviceKeyDb;
  /** Where this device's chain tip, outbox and applied CIDs live (per account unless given). */
  readonly netDb?: TeamNetDb;
  /** Where the coordinator keeps the documents and what it published (per account unless given). */
  readonly stateDb?: TeamStateDb;
  /** Publish this long after the last local write (none: only when asked, or on leaving). */
  readonly quietMs?: number;
  readonly now?: () => number;
  /**
   * Hands the capture's writes to the coordinator when the middleware is already installed (the
   * app installs it on every workspace database before it opens); without it, start installs it.
   */
  readonly attachCapture?: (sink: (writes: readonly RowWrite[]) => void) => void;
  /** Hears each step of every transaction this device sends (the Team workspace tab's progress). */
  readonly onTxStep?: (progress: TeamTxProgress) => void;
}

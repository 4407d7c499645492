// Starts the coordinator in the app: in one tab per device (a Web Lock, as the sync engine does),
// only for a team workspace (the flag, so a single-browser workspace never loads Automerge). The
// owner tab syncs on a poll and, on an Admin's device, admits newly registered devices.
import { runWhileLeader } from '@/lib/chain/sync/leader';
import { workspacesAt } from '@/lib/contracts/contracts';
import { workspaceFor } from '@/lib/db/workspace-session';
import { retryWait } from '@/lib/offline/online';
import { networkName } from '@/lib/primitives/networks';
import { getWalletProvider, getWalletSigner } from '@/lib/wallet/wallet-store';
import { loadTeamEngine, type TeamEngine } from './load-team';
import { ensureTeamCapture, ownTeamWrites } from './team-capture-hook';
import { readTeamFlag, type TeamFlag } from './team-flag';
import type { TeamDevice } from './team-device';
import type { TeamDeviceOptions, TeamWallet } from './team-wallet';
import { setTeamStatus } from './team-status';
import { clearTeamTxs, reportTeamTx } from './team-tx-status';

/** How often the owner tab reads the other devices' heads. */
export const TEAM_POLL_MS = 3000;
const LOCAL_CHAIN_ID = 31337;

/**
 * Quiet time before heads go on chain by themselves, on every network with the Workspaces contract
 * (the flag names it). One head per batch keeps gas low; on the local chain (the development wallet
 * signs without a prompt) a short wait keeps the two-browser round trip quick, elsewhere a longer one
 * gathers more saves under one transaction (and one prompt with an injected wallet).
 */
export function autoPublishQuietMs(chainId: number): number {
  return chainId === LOCAL_CHAIN_ID ? 1500 : 10_000;
}

/** The Web Lock of an account's coordinator. */
export function teamLockName(account: string): string {
  return `ledgerline-team:${account.toLowerCase()}`;
}

/**
 * The connected wallet as the coordinator needs it (the contract to read, the wallet's provider to
 * send through lib/chain's sender, EIP-712 signing); refuses another network than the workspace's.
 */
export async function teamWalletFor(flag: Pick<TeamFlag, 'chainId' | 'contract'>): Promise<TeamWallet> {
  const found = await getWalletSigner();
  const provider = getWalletProvider();
  if (!found?.provider || !provider) throw new Error("Connect the member's wallet to use the team workspace");
  const chainId = Number((await found.provider.getNetwork()).chainId);
  if (chainId !== flag.chainId)
    throw new Error(
      `The team workspace is on ${networkName(flag.chainId)}: switch the wallet from ${networkName(chainId)} to it`,
    );
  return {
    address: await found.getAddress(),
    chainId,
    // Read-only: connected to the provider, so nothing sends from it past the sender.
    contract: workspacesAt(flag.contract, found.provider),
    provider,
    signTypedData: (typed) => found.signTypedData(typed.domain, typed.types, typed.message),
  };
}

/** What the coordinator of `account` runs on in this tab (the capture already on its database). */
export function deviceOptionsFor(account: string, flag: TeamFlag, wallet: TeamWallet): TeamDeviceOptions {
  return {
    wallet,
    endpoint: { url: flag.endpoint.url, token: flag.endpoint.token },
    db: workspaceFor(account),
    workspaceId: flag.workspaceId,
    attachCapture: (sink) => {
      running?.releases.push(ownTeamWrites(account, sink));
    },
    quietMs: autoPublishQuietMs(flag.chainId),
    onTxStep: reportTeamTx,
  };
}

let running: { account: string; releases: (() => void)[]; stop: () => void } | null = null;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Syncs now, and on an Admin's device writes a keyring for devices registered since the last one.
 * `publish` also puts pending changes on chain: what a reload seeded (rows saved just before the
 * page left). The loop asks on its first pass everywhere, and on every pass only on the local chain,
 * so a declined prompt on a public network is not asked again every few seconds.
 */
export async function syncTeamNow(engine: TeamEngine, device: TeamDevice, publish = true): Promise<void> {
  await device.sync();
  if (publish && (await device.unpublishedChanges()) > 0) {
    const result = await device.publishPending();
    if (result.error) throw result.error;
  }
  const { contract, address } = device.options.wallet;
  if (engine.workspaceRoleOf(await contract.roleOf(device.workspaceId, address)) === 'Admin')
    await engine.admitDevices(device);
}

/**
 * Publishes what is pending when the page is left (pagehide) or hidden (a mobile browser may end a
 * hidden tab without any further event). Both may fire; publications run one at a time and the
 * second finds the head already on chain, so no second transaction. Returns the function that stops.
 */
export function publishOnLeaving(device: Pick<TeamDevice, 'leave'>): () => void {
  const leave = () => void device.leave().catch(() => undefined);
  const hidden = () => {
    if (globalThis.document?.visibilityState === 'hidden') leave();
  };
  globalThis.addEventListener?.('pagehide', leave);
  globalThis.document?.addEventListener('visibilitychange', hidden);
  return () => {
    globalThis.removeEventListener?.('pagehide', leave);
    globalThis.document?.removeEventListener('visibilitychange', hidden);
  };
}

/** Runs a started device until stopped: polls, and publishes what is pending on leaving the page. */
function loop(engine: TeamEngine, device: TeamDevice): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let first = true;
  const local = device.options.wallet.chainId === LOCAL_CHAIN_ID;
  const stopLeaving = publishOnLeaving(device);
  const pass = async () => {
    const publish = first || local;
    first = false;
    try {
      await syncTeamNow(engine, device, publish);
      setTeamStatus({ kind: 'running', device, engine, error: null });
    } catch (error) {
      setTeamStatus({ kind: 'running', device, engine, error: message(error) });
    }
    if (!stopped) timer = setTimeout(() => void pass(), TEAM_POLL_MS);
  };
  setTeamStatus({ kind: 'running', device, engine, error: null });
  void pass();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopLeaving();
  };
}

type Started = { engine: TeamEngine; device: TeamDevice };

/** The first wait before a failed start of a session's coordinator is tried again; doubled up to a minute. */
export const TEAM_RETRY_MS = 2000;

/**
 * Tries `begin` until it starts or `signal` aborts: a start can fail for a while (offline as the
 * page loaded, so the merge engine's chunk or the chain could not be reached). Each failure is shown;
 * the next try comes when the browser is back online or after the wait, whichever is first.
 */
export async function startWhenPossible(begin: () => Promise<Started>, signal: AbortSignal): Promise<Started> {
  for (let wait = TEAM_RETRY_MS; ; wait = Math.min(wait * 2, 60_000)) {
    try {
      return await begin();
    } catch (error) {
      if (signal.aborted) throw error;
      setTeamStatus({ kind: 'failed', error: `${message(error)} (trying again)` });
    }
    await retryWait(wait, signal);
    if (signal.aborted) throw new Error('The team workspace was stopped');
    setTeamStatus({ kind: 'starting' });
  }
}

function own(account: string, start: (signal: AbortSignal) => Promise<Started>): Promise<void> {
  stopTeam();
  const entry: { account: string; releases: (() => void)[]; stop: () => void } = {
    account,
    releases: [],
    stop: () => undefined,
  };
  running = entry;
  setTeamStatus({ kind: 'other-tab' });
  return new Promise<void>((resolve, reject) => {
    entry.stop = runWhileLeader(teamLockName(account), () => {
      let stopLoop: (() => void) | null = null;
      let stopped = false;
      const starting = new AbortController();
      setTeamStatus({ kind: 'starting' });
      start(starting.signal)
        .then(({ engine, device }) => {
          if (!stopped) stopLoop = loop(engine, device);
          resolve();
        })
        .catch((error: unknown) => {
          setTeamStatus({ kind: 'failed', error: message(error) });
          reject(error instanceof Error ? error : new Error(message(error)));
        });
      return () => {
        stopped = true;
        starting.abort();
        stopLoop?.();
        for (const release of entry.releases.splice(0)) release();
      };
    });
  });
}

/** Starts (or queues behind another tab) the coordinator of the account's team workspace, if it has one. */
export function startTeamForSession(account: string): () => void {
  const flag = readTeamFlag(account);
  // A session's progress lines are its own (a set-up in this tab keeps its lines as it starts).
  if (running?.account !== account) clearTeamTxs();
  // The session's end also stops a device set up or joined in this tab during it.
  const stop = () => {
    if (running?.account === account) stopTeam();
  };
  if (!flag) {
    if (running?.account !== account) setTeamStatus({ kind: 'off' });
    return stop;
  }
  const begin = async () => {
    const engine = await loadTeamEngine();
    const wallet = await teamWalletFor(flag);
    await ensureTeamCapture(workspaceFor(account), account);
    return { engine, device: await engine.resumeTeamWorkspace(deviceOptionsFor(account, flag, wallet)) };
  };
  void own(account, (signal) => startWhenPossible(begin, signal)).catch(() => undefined);
  return stop;
}

/**
 * Creates or joins in this tab and keeps the device running here (the workspace was single-browser,
 * so no tab held the lock). On failure nothing keeps running and the promise rejects with why.
 */
export async function runStartedTeam(
  account: string,
  begin: () => Promise<{ engine: TeamEngine; device: TeamDevice }>,
): Promise<void> {
  try {
    await own(account, async () => {
      await ensureTeamCapture(workspaceFor(account), account);
      return begin();
    });
  } catch (error) {
    stopTeam();
    throw error;
  }
}

/** Stops this tab's coordinator (the session ended or the account changed). */
export function stopTeam(): void {
  running?.stop();
  running = null;
  setTeamStatus({ kind: 'off' });
}

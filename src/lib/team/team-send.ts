// Every transaction of the team workspace leaves through lib/chain's sender, like every other send
// in the product (docs/architecture.md, "One owner per job"): checked with eth_call first (the
// Workspaces contract's refusal in words, before anything is signed), sent, its pending row written
// to the workspace the moment the hash exists (the Transactions page shows it and the sync engine
// settles it), then followed until mined. A send the sync engine marks replaced or dropped is no
// longer waited for: it fails in words, so a publication never waits for ever on a lost hash.
// One send at a time per wallet: the sender takes the account's next pending nonce, and the
// background publications and an Admin's actions would otherwise race for it.
import { eip1193Reader } from '@/lib/chain/rpc-client';
import type { Receipt } from '@/lib/chain/rpc-schemas';
import { sendWalletTx } from '@/lib/chain/send-wallet-tx';
import type { TxStep } from '@/lib/chain/tx-steps';
import { chainTransactionId } from '@/lib/db/entities/chain-transaction';
import { watchQuery, type QueryWatch } from '@/lib/db/watch-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { TeamWallet } from './team-wallet';
import { workspacesErrorInWords } from './workspaces-errors';

/** How each of the coordinator's writes is named: progress title, sentence label, memo, Success page. */
const TEAM_WRITES = {
  createWorkspace: { title: 'Team workspace', label: 'the team workspace creation', done: 'Team workspace created' },
  setEndpoint: { title: 'IPFS endpoint', label: 'the IPFS endpoint record', done: 'IPFS endpoint recorded' },
  registerDevice: { title: 'Device', label: 'the device registration', done: 'Device registered' },
  setKeyring: { title: 'Keyring', label: 'the new keyring', done: 'Keyring written' },
  publishHead: { title: 'Head', label: 'the head publication', done: 'Head published' },
  setMember: { title: 'Member', label: 'the member’s role', done: 'Member role set' },
  removeMember: { title: 'Removal', label: 'the member’s removal', done: 'Member removed' },
} as const;

/** A Workspaces contract write the coordinator makes. */
export type TeamWrite = keyof typeof TEAM_WRITES;

/** One team transaction where it is, in the shape of the kit's progress line (`TxProgress`). */
export interface TeamTxProgress {
  readonly key: string;
  readonly write: TeamWrite;
  readonly chainId: number;
  readonly title: string;
  readonly label: string;
  readonly step: TxStep;
  readonly link: { readonly text: string; readonly what: string };
}

/** What a send needs: the member's wallet, the workspace for the pending row, who hears the steps. */
export interface TeamSendContext {
  readonly wallet: TeamWallet;
  readonly db: WorkspaceDb;
  readonly now?: () => number;
  readonly onTxStep?: (progress: TeamTxProgress) => void;
}

/** A team transaction that was not sent, was refused, failed on chain or was replaced or dropped (its words). */
export class TeamTxError extends Error {
  constructor(
    message: string,
    readonly hash: string | null,
  ) {
    super(message);
    this.name = 'TeamTxError';
  }
}

/** The memo of a write's pending row on the Transactions page. */
export function teamTxMemo(write: TeamWrite): string {
  return `Team workspace: ${TEAM_WRITES[write].done.toLowerCase()}`;
}

let sends = 0;
const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Sends one write of the Workspaces contract from the member's wallet and resolves with its receipt
 * once mined; rejects with TeamTxError in words. Sends from one wallet run one after the other.
 */
export function sendTeamTx(ctx: TeamSendContext, write: TeamWrite, args: readonly unknown[]): Promise<Receipt> {
  const queue = ctx.wallet.provider;
  const run = (queues.get(queue) ?? Promise.resolve()).then(() => send(ctx, write, args));
  queues.set(
    queue,
    run.catch(() => undefined),
  );
  return run;
}

/** Stops following `hash` when the sync engine settles its pending row as replaced or dropped. */
function followRow(db: WorkspaceDb, chainId: number, hash: string, settled: (why: string) => void): QueryWatch {
  return watchQuery(() => db.chainTransactions.get(chainTransactionId(chainId, hash)), {
    next: (row) => {
      if (row?.status === 'replaced')
        settled(`was replaced by another transaction of the same nonce${row.replacedBy ? ` (${row.replacedBy})` : ''}`);
      else if (row?.status === 'dropped') settled('was dropped: the network forgot it and its nonce was never used');
    },
    error: () => undefined,
  });
}

async function send(ctx: TeamSendContext, write: TeamWrite, args: readonly unknown[]): Promise<Receipt> {
  const { wallet, db } = ctx;
  const named = TEAM_WRITES[write];
  const key = `team-tx-${++sends}`;
  const report = (step: TxStep) =>
    ctx.onTxStep?.({
      key,
      write,
      chainId: wallet.chainId,
      title: named.title,
      label: named.label,
      step,
      link: { text: 'View the transaction', what: named.done },
    });
  const stop = new AbortController();
  let settled: string | null = null;
  let watch: QueryWatch | null = null;
  const now = ctx.now ?? Date.now;
  try {
    const outcome = await sendWalletTx(
      {
        db,
        provider: wallet.provider,
        reader: eip1193Reader(wallet.provider, wallet.chainId),
        account: wallet.address,
        now: () => new Date(now()),
      },
      {
        label: named.label,
        to: String(wallet.contract.target),
        data: wallet.contract.interface.encodeFunctionData(write, [...args]),
        memo: teamTxMemo(write),
        explain: workspacesErrorInWords,
        signal: stop.signal,
      },
      (step) => {
        if (step.phase === 'pending')
          watch = followRow(db, wallet.chainId, step.hash, (why) => {
            settled = `${capitalise(named.label)} (${step.hash}) ${why}.`;
            stop.abort();
          });
        if (!(step.phase === 'failed' && settled)) report(step);
      },
    );
    if (!outcome.ok) {
      const message = settled ?? outcome.message;
      if (settled) report({ phase: 'failed', message, hash: outcome.hash });
      throw new TeamTxError(message, outcome.hash);
    }
    report({ phase: 'done', hash: outcome.hash, blockNumber: outcome.receipt.blockNumber });
    return outcome.receipt;
  } finally {
    (watch as QueryWatch | null)?.unsubscribe();
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

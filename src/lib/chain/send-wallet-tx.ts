// One transaction from the connected wallet with its progress and every failure in words, for the
// pages that follow one transaction at a time (Tokenization, Storage's anchor, the self-deploy):
// checked with eth_call first (a contract refusal is explained in the caller's words before anything
// is signed), sent and recorded as pending by sendTransaction, followed until mined. The same path
// for deployments (no `to`) and calls.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { revertDataOf } from './revert-data';
import type { ChainReader } from './rpc-client';
import { call, chainIdOf } from './rpc-methods';
import type { Receipt } from './rpc-schemas';
import { SendStopped, sendTransaction } from './send-transaction';
import type { WalletTxStep } from './tx-steps';
import { waitForReceipt } from './wait-for-receipt';

export interface WalletContext {
  readonly db: WorkspaceDb;
  readonly provider: Eip1193Provider;
  readonly reader: ChainReader;
  readonly account: string;
  readonly now: () => Date;
}

export interface WalletTx {
  /** What the transaction does, for messages ("the ACME deployment", "the mint"). */
  readonly label: string;
  readonly to: string | null;
  readonly data: string;
  /** The memo of the pending row on the Transactions page. */
  readonly memo?: string;
  /** The contract's custom errors in words (null for an error it does not know). */
  readonly explain?: (revertData: string) => string | null;
  /** A page's own sentences where the general ones would say too little. */
  readonly words?: Partial<TxWords>;
  /** Stops the run: before the wallet is asked, or while the receipt is awaited. */
  readonly signal?: AbortSignal;
}

/** The failure sentences of one transaction (defaults: see `defaultWords`). */
export interface TxWords {
  readonly switched: string;
  readonly declined: string;
  readonly notSent: (error: unknown) => string;
  /** Why a mined receipt is not a success, or null when it is one. */
  readonly failedOnChain: (receipt: Receipt) => string | null;
}

export type TxOutcome =
  | { readonly ok: true; readonly receipt: Receipt; readonly hash: string }
  | { readonly ok: false; readonly message: string; readonly hash: string | null };

/** The contract's refusal of a call in words, or null when the node accepts it. */
export async function refusalOf(
  reader: ChainReader,
  from: string,
  to: string,
  data: string,
  explain?: WalletTx['explain'],
): Promise<string | null> {
  try {
    await call(reader, { from, to, data });
    return null;
  } catch (error) {
    const revert = revertDataOf(error);
    const words = revert && explain ? explain(revert) : null;
    return words ?? `Refused by the contract: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The general sentences for `tx` (a contract's own errors through `explain`). */
function defaultWords(tx: WalletTx): TxWords {
  return {
    switched: 'Your wallet switched networks: nothing was sent. Start again on the network you want.',
    declined: `You declined ${tx.label} in your wallet: nothing was sent.`,
    notSent: (error) => {
      const revert = revertDataOf(error);
      const words = revert && tx.explain ? tx.explain(revert) : null;
      return words ?? `${tx.label} could not be sent: ${errorText(error)}`;
    },
    failedOnChain: (receipt) =>
      receipt.status === 0 ? `${capitalise(tx.label)} failed on chain (block ${receipt.blockNumber}).` : null,
  };
}

/** Sends `tx` from the wallet and follows it; every failure comes back in words, nothing thrown. */
export async function sendWalletTx(
  ctx: WalletContext,
  tx: WalletTx,
  onStep: (step: WalletTxStep) => void,
): Promise<TxOutcome> {
  const { reader, account } = ctx;
  const words = { ...defaultWords(tx), ...tx.words };
  const fail = (message: string, hash: string | null = null): TxOutcome => {
    onStep({ phase: 'failed', message, hash });
    return { ok: false, message, hash };
  };
  let hash: string;
  try {
    // Never send to another chain than the one the page shows (the wallet may have switched).
    if ((await chainIdOf(reader)) !== reader.chainId) return fail(words.switched);
    if (tx.to) {
      onStep({ phase: 'checking' });
      const refusal = await refusalOf(reader, account, tx.to, tx.data, tx.explain);
      if (refusal) return fail(`${refusal} Nothing was sent.`);
    }
    onStep({ phase: 'signing' });
    // The pending row (for the Success page) is written by the sender; the sync engine records the mined one.
    const sent = await sendTransaction(
      ctx,
      { to: tx.to, data: tx.data, ...(tx.memo ? { pending: { memo: tx.memo } } : {}) },
      tx.signal,
    );
    hash = sent.hash;
  } catch (error) {
    if (error instanceof SendStopped) return fail(`Stopped before ${tx.label} was sent: nothing was sent.`);
    if (isUserRejection(error)) return fail(words.declined);
    return fail(words.notSent(error));
  }
  onStep({ phase: 'pending', hash });
  let receipt: Receipt;
  try {
    receipt = await waitForReceipt(reader, hash, undefined, tx.signal);
  } catch (error) {
    return fail(`Could not follow ${tx.label} (${hash}): ${errorText(error)}`, hash);
  }
  const failed = words.failedOnChain(receipt);
  if (failed) return fail(failed, hash);
  return { ok: true, receipt, hash };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

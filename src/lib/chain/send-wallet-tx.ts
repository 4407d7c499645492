// One transaction from the connected wallet, for every page that sends one (Tokenization, Storage's
// anchor, ...): checked with eth_call first (a contract refusal is explained in the caller's words
// before anything is signed), sent, recorded as pending for the Success page, followed until mined.
// The same path for deployments (no `to`) and calls.
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { knownNetwork } from './networks';
import { revertDataOf } from './revert-data';
import type { ChainReader } from './rpc-client';
import { call, chainIdOf } from './rpc-methods';
import type { Receipt } from './rpc-schemas';
import { recordSentTransaction } from './sync/sync-store';
import { isTxHash } from './tx-hash';
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
}

/** Where the transaction is (pages with more steps, e.g. a code check after a deployment, extend it). */
export type WalletTxStep =
  | { readonly phase: 'checking' }
  | { readonly phase: 'signing' }
  | { readonly phase: 'pending'; readonly hash: string }
  | { readonly phase: 'failed'; readonly message: string; readonly hash: string | null };

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

/** Sends `tx` from the wallet and follows it; every failure comes back in words, nothing thrown. */
export async function sendWalletTx(
  ctx: WalletContext,
  tx: WalletTx,
  onStep: (step: WalletTxStep) => void,
): Promise<TxOutcome> {
  const { db, provider, reader, account } = ctx;
  const chainId = reader.chainId;
  const fail = (message: string, hash: string | null = null): TxOutcome => {
    onStep({ phase: 'failed', message, hash });
    return { ok: false, message, hash };
  };
  let hash: string;
  let nonce: number;
  try {
    if ((await chainIdOf(reader)) !== chainId)
      return fail('Your wallet switched networks: nothing was sent. Start again on the network you want.');
    if (tx.to) {
      onStep({ phase: 'checking' });
      const refusal = await refusalOf(reader, account, tx.to, tx.data, tx.explain);
      if (refusal) return fail(`${refusal} Nothing was sent.`);
    }
    nonce = Number(BigInt(String(await reader.request('eth_getTransactionCount', [account, 'pending']))));
    onStep({ phase: 'signing' });
    const params = { from: account, ...(tx.to ? { to: tx.to } : {}), data: tx.data, nonce: `0x${nonce.toString(16)}` };
    const sent = await provider.request({ method: 'eth_sendTransaction', params: [params] });
    if (!isTxHash(sent)) return fail('The wallet did not return a transaction hash.');
    hash = sent.toLowerCase();
  } catch (error) {
    if (isUserRejection(error)) return fail(`You declined ${tx.label} in your wallet: nothing was sent.`);
    const revert = revertDataOf(error);
    const words = revert && tx.explain ? tx.explain(revert) : null;
    return fail(words ?? `${tx.label} could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  onStep({ phase: 'pending', hash });
  const native = knownNetwork(chainId)?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  try {
    await recordSentTransaction(
      db,
      {
        chainId,
        hash,
        from: account,
        to: tx.to,
        value: 0n,
        nonce,
        kind: tx.to ? 'call' : 'contract-creation',
        decoded: null,
        selector: tx.to ? tx.data.slice(0, 10) : null,
        nativeSymbol: native.symbol,
        nativeDecimals: native.decimals,
        counterparty: tx.to,
        direction: 'out',
        ...(tx.memo ? { memo: tx.memo } : {}),
      },
      ctx.now().toISOString(),
    );
  } catch {
    // The pending row only feeds the Success page early; the sync engine records the mined one.
  }
  let receipt: Receipt;
  try {
    receipt = await waitForReceipt(reader, hash);
  } catch (error) {
    return fail(
      `Could not follow ${tx.label} (${hash}): ${error instanceof Error ? error.message : String(error)}`,
      hash,
    );
  }
  if (receipt.status === 0)
    return fail(`${capitalise(tx.label)} failed on chain (block ${receipt.blockNumber}).`, hash);
  return { ok: true, receipt, hash };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

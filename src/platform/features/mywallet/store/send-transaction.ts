// Sending through the wallet: one eth_sendTransaction with the estimated gas and EIP-1559 fees,
// then the pending row the moment the hash comes back (the engine confirms it from there).
import type { ChainReader } from '@/lib/chain/rpc-client';
import { recordSentTransaction } from '@/lib/chain/sync/sync-store';
import { isTxHash } from '@/lib/chain/tx-hash';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { FeeEstimate } from '@/platform/features/mywallet/model/fee-estimate';
import type { SendRequest } from '@/platform/features/mywallet/model/send-form';
import { sendCall, sentTransactionFor } from '@/platform/features/mywallet/model/sent-record';
import { pendingNonce, rpcTransaction } from './chain-reads';

const hex = (value: bigint | number) => `0x${value.toString(16)}`;

export interface SendInput {
  readonly db: WorkspaceDb;
  readonly provider: Eip1193Provider;
  readonly reader: ChainReader;
  readonly account: string;
  readonly request: SendRequest;
  readonly fee: FeeEstimate;
  readonly native: Asset;
  readonly now: () => Date;
}

/** The outcome: the hash, and whether the pending row could be written (the send happened either way). */
export interface SendOutcome {
  readonly hash: string;
  readonly recordError: unknown;
}

/** Asks the wallet to sign and send; rejects with the wallet's error (4001 when the user declines). */
export async function sendFromWallet(input: SendInput): Promise<SendOutcome> {
  const { db, provider, reader, account, request, fee, native } = input;
  // The nonce travels with the pending row so the engine can tell a replacement (same nonce) apart.
  const nonce = await pendingNonce(reader, account);
  const call = sendCall(request);
  const tx = {
    ...rpcTransaction({ from: account, to: call.to, value: call.value, data: call.data }),
    gas: hex(fee.gasLimit),
    maxFeePerGas: hex(fee.maxFeePerGas),
    maxPriorityFeePerGas: hex(fee.maxPriorityFeePerGas),
    nonce: hex(nonce),
  };
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] });
  if (!isTxHash(hash)) throw new Error('The wallet did not return a transaction hash');
  try {
    await recordSentTransaction(
      db,
      sentTransactionFor({ request, from: account, hash: hash.toLowerCase(), nonce, native }),
      input.now().toISOString(),
    );
    return { hash: hash.toLowerCase(), recordError: null };
  } catch (recordError) {
    return { hash: hash.toLowerCase(), recordError };
  }
}

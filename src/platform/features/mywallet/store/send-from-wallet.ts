// Sending through the wallet: one transaction with the estimated gas and EIP-1559 fees through the
// app's sender, which writes the pending row the moment the hash comes back (the engine confirms it
// from there, and tells a replacement apart by the nonce recorded with it).
import type { ChainReader } from '@/lib/chain/rpc-client';
import { sendTransaction } from '@/lib/chain/send-transaction';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { FeeEstimate } from '@/platform/features/mywallet/model/fee-estimate';
import type { SendRequest } from '@/platform/features/mywallet/model/send-form';
import { sendCall, sentFacts } from '@/platform/features/mywallet/model/sent-record';

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
  const { request, fee, account, native } = input;
  const call = sendCall(request);
  const sent = await sendTransaction(input, {
    to: call.to,
    data: call.data,
    value: call.value,
    fees: { gasLimit: fee.gasLimit, maxFeePerGas: fee.maxFeePerGas, maxPriorityFeePerGas: fee.maxPriorityFeePerGas },
    pending: sentFacts(request, account, native),
  });
  return { hash: sent.hash, recordError: sent.recordError };
}

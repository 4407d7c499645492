// What a page says once a payment is proposed from a Safe, or why it was not: one wording for
// bills, runs, transfers and mints.
import type { SafeProposalRecord } from '@/lib/db/entities/safe-proposal';
import { isUserRejection } from '@/lib/wallet/wallet-errors';

/** "as nonce 4, signed by you: 1 of 2 signatures". */
export function signedSoFar(record: SafeProposalRecord, threshold: number): string {
  return `as nonce ${record.tx.nonce}, signed by you: ${record.signatures.length} of ${threshold} signatures`;
}

/** Why nothing was proposed: declined in the wallet (`declined` says what that left), or the error. */
export function notProposed(error: unknown, declined = 'nothing was proposed'): string {
  return isUserRejection(error)
    ? `You declined the signature in your wallet: ${declined}.`
    : `Not proposed: ${error instanceof Error ? error.message : String(error)}`;
}

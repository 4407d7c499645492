// The wallet request that signs what the user wrote, built without ethers' provider stack: the
// wallet's own personal_sign / eth_signTypedData_v4 is all signing needs.
import { hexlify, toUtf8Bytes } from 'ethers';
import { USER_REJECTED_CODE, walletErrorCode } from '@/lib/wallet/wallet-errors';
import { parseTypedData, typedDataPayload } from './typed-data';

export type SignKind = 'message' | 'typed';

export interface SignRequest {
  readonly method: 'personal_sign' | 'eth_signTypedData_v4';
  readonly params: readonly string[];
}

export const SIGN_MESSAGES = {
  emptyMessage: 'Write the message to sign',
  rejected: 'Signing was declined in the wallet. Nothing was signed.',
  noWallet: 'Connect a wallet to sign',
  failed: (detail: string) => `The wallet could not sign: ${detail}`,
  badSignature: 'The wallet returned something that is not a signature',
} as const;

/** The request for `content` (a message, or typed-data JSON) from `account`, or the reason it cannot be made. */
export function signRequest(
  kind: SignKind,
  content: string,
  account: string,
): { ok: true; request: SignRequest } | { ok: false; error: string } {
  if (kind === 'message') {
    if (content === '') return { ok: false, error: SIGN_MESSAGES.emptyMessage };
    // personal_sign takes the message as hex of its UTF-8 bytes; wallets show it decoded.
    return { ok: true, request: { method: 'personal_sign', params: [hexlify(toUtf8Bytes(content)), account] } };
  }
  const check = parseTypedData(content);
  if (!check.ok) return check;
  return { ok: true, request: { method: 'eth_signTypedData_v4', params: [account, typedDataPayload(check.data)] } };
}

/** The line to show when the wallet's request failed. */
export function signFailureMessage(error: unknown): string {
  if (walletErrorCode(error) === USER_REJECTED_CODE) return SIGN_MESSAGES.rejected;
  const detail =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : String(error);
  return SIGN_MESSAGES.failed(detail);
}

// Wallet and node errors of a send, in words. Wallets throw EIP-1193 errors ({ code, message });
// ethers wraps them (code ACTION_REJECTED, the original under `error`/`info`).

import { isUserRejection } from '@/lib/wallet/wallet-errors';

// One definition of "the user declined", shared with every page that asks the wallet to sign.
export { isUserRejection };

export const SEND_ERROR_MESSAGES = {
  rejected: 'You declined the transaction in your wallet. Nothing was sent; the form is as you left it.',
  insufficient:
    'The node refused the transaction: the account cannot pay for the amount plus the network fee. Lower the amount or add funds.',
  nonce: 'The wallet used a nonce the network has already seen: wait for your pending transactions, then try again.',
  underpriced: 'The network fee offered is too low for the node: try again to get a fresh estimate.',
  unauthorised: 'The wallet has not authorised this site to send from this account: reconnect the wallet.',
  pending: 'Your wallet already has a request open: finish it in the wallet first.',
} as const;

/** A sentence for a failed send or estimate (never the raw object). */
export function sendErrorInWords(error: unknown): string {
  if (isUserRejection(error)) return SEND_ERROR_MESSAGES.rejected;
  const codes = codesOf(error);
  const text = messagesOf(error).join(' ').toLowerCase();
  if (codes.includes('INSUFFICIENT_FUNDS') || text.includes('insufficient funds'))
    return SEND_ERROR_MESSAGES.insufficient;
  if (codes.includes('NONCE_EXPIRED') || /nonce too low|nonce has already been used/.test(text))
    return SEND_ERROR_MESSAGES.nonce;
  if (codes.includes('REPLACEMENT_UNDERPRICED') || /underpriced|max fee per gas less than block base fee/.test(text))
    return SEND_ERROR_MESSAGES.underpriced;
  if (codes.includes(4100)) return SEND_ERROR_MESSAGES.unauthorised;
  if (codes.includes(-32002)) return SEND_ERROR_MESSAGES.pending;
  const reason = /execution reverted:?\s*(.*)/i.exec(messagesOf(error).join(' '));
  if (reason)
    return `The contract refused the transaction${reason[1] ? `: ${reason[1].trim()}` : ' (no reason given)'}.`;
  const first = messagesOf(error)[0];
  return `The transaction could not be sent: ${first ?? 'the wallet gave no reason'}.`;
}

function nested(error: unknown): unknown[] {
  const out: unknown[] = [];
  let current: unknown = error;
  // Walk the wrappers (ethers `error`/`info.error`, standard `cause`), a few levels at most.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    out.push(current);
    const record = current as {
      error?: unknown;
      info?: { error?: unknown };
      cause?: unknown;
      data?: { originalError?: unknown };
    };
    current = record.error ?? record.info?.error ?? record.data?.originalError ?? record.cause;
  }
  return out;
}

function codesOf(error: unknown): unknown[] {
  return nested(error)
    .map((item) => (item as { code?: unknown }).code)
    .filter((code) => code !== undefined);
}

function messagesOf(error: unknown): string[] {
  return nested(error)
    .map(
      (item) =>
        (item as { shortMessage?: unknown; message?: unknown }).shortMessage ?? (item as { message?: unknown }).message,
    )
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '')
    .map((message) => message.replace(/\s*\(code -?\d+\)$/, '').trim());
}

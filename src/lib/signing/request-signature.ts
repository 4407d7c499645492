// Asking the connected wallet to sign: the request built by sign-request, the answer checked as a
// signature, a failure put in words. Utility's sign tool and Communications both sign through it.
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { signatureShapeError } from './signature-check';
import { signFailureMessage, signRequest, SIGN_MESSAGES, type SignKind } from './sign-request';

export type SignatureResult =
  | { readonly ok: true; readonly signature: string }
  | { readonly ok: false; readonly error: string; readonly field: 'content' | 'wallet' };

/** Signs `content` (a message, or typed-data JSON) with `account` through the wallet `provider`. */
export async function requestSignature(
  provider: Eip1193Provider,
  kind: SignKind,
  content: string,
  account: string,
): Promise<SignatureResult> {
  const built = signRequest(kind, content, account);
  if (!built.ok) return { ok: false, error: built.error, field: 'content' };
  try {
    const signature = await provider.request({ method: built.request.method, params: [...built.request.params] });
    if (typeof signature !== 'string' || signatureShapeError(signature))
      return { ok: false, error: SIGN_MESSAGES.badSignature, field: 'wallet' };
    return { ok: true, signature };
  } catch (failure) {
    return { ok: false, error: signFailureMessage(failure), field: 'wallet' };
  }
}

// An owner signs a SafeTx in their own wallet: `eth_signTypedData_v4` of the SafeTx (what the
// wallet shows field by field), or, for a wallet without typed data, `eth_sign` of the SafeTx hash,
// which Safe takes with v + 4. A declined request is not retried the other way.
import { isUserRejection, walletErrorCode } from '@/lib/wallet/wallet-errors';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { safeTxHash, safeTxTypedData, type SafeTx } from './safe-tx';
import { ethSignSignature, recoverOwner, typedSignature, type OwnerSignature } from './owner-signatures';

/** The codes of a wallet that does not know a method (EIP-1193 4200, JSON-RPC -32601). */
const UNSUPPORTED = new Set([4200, -32601]);

function unsupported(error: unknown): boolean {
  const code = walletErrorCode(error);
  if (code !== undefined && UNSUPPORTED.has(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /not (supported|implemented)|unsupported|does not exist|unknown method/i.test(message);
}

/**
 * Asks `account`'s wallet to sign `tx` for the Safe; resolves with the signature in Safe's form,
 * checked to recover to `account`. Rejects with the wallet's error (a declined request included).
 */
export async function signSafeTx(
  provider: Eip1193Provider,
  account: string,
  chainId: number,
  safe: string,
  tx: SafeTx,
): Promise<OwnerSignature> {
  const hash = safeTxHash(chainId, safe, tx);
  let signature: OwnerSignature;
  try {
    const typed = await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account, JSON.stringify(safeTxTypedData(chainId, safe, tx))],
    });
    signature = typedSignature(account, String(typed));
  } catch (error) {
    if (isUserRejection(error) || !unsupported(error)) throw error;
    const signed = await provider.request({ method: 'eth_sign', params: [account, hash] });
    signature = ethSignSignature(account, String(signed));
  }
  const signer = recoverOwner(hash, signature);
  if (signer?.toLowerCase() !== account.toLowerCase())
    throw new Error(`The wallet signed as ${signer ?? 'nobody'}, not as ${account}: nothing was saved.`);
  return signature;
}

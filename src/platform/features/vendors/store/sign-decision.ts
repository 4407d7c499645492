// Asks the connected wallet to sign an approval or rejection of a bill (EIP-712,
// eth_signTypedData_v4) and returns what the store records. The wallet's errors pass through
// (4001 when the user declines), so the page can say so.
import type { Bill, BillDecision } from '@/lib/db/entities/bill';
import { billApprovalMessage, billApprovalPayload } from '@/lib/payments/bill-typed-data';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import type { SignedDecision } from './bill-store';

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** Signs the bill's current content with the connected account. */
export async function signDecision(
  provider: Eip1193Provider,
  account: string,
  bill: Bill,
  decision: BillDecision,
  reason: string,
): Promise<SignedDecision> {
  const payload = billApprovalPayload(bill, decision);
  const signature = await provider.request({ method: 'eth_signTypedData_v4', params: [account, payload] });
  if (typeof signature !== 'string' || !SIGNATURE.test(signature))
    throw new Error('The wallet did not return a signature');
  return {
    decision,
    approver: account,
    chainId: bill.asset.chainId,
    message: JSON.stringify(billApprovalMessage(bill, decision)),
    signature,
    reason,
  };
}

// An Approver approves a payment from a treasury in their own wallet (`eth_signTypedData_v4` of the
// PaymentApproval, payment-policy.ts): what the payment calls, its value and its data's hash, with
// the payment in words. The approval is checked to recover to the Approver before it is kept.
import { verifyTypedData } from 'ethers';
import type { PaymentApprovalRecord } from '@/lib/db/entities/safe-proposal';
import type { SafeTx } from '@/lib/safe/safe-tx';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import {
  PAYMENT_APPROVAL_TYPES,
  paymentApprovalDomain,
  paymentApprovalMessage,
  type PolicyApprover,
} from './payment-policy';

/** The `eth_signTypedData_v4` payload of an approval. */
export function paymentApprovalTypedData(chainId: number, message: ReturnType<typeof paymentApprovalMessage>) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      ...PAYMENT_APPROVAL_TYPES,
    },
    domain: { ...paymentApprovalDomain(chainId), chainId: String(chainId) },
    primaryType: 'PaymentApproval' as const,
    message,
  };
}

/** Asks `approver`'s wallet to approve the payment `tx` from `treasury`; resolves with the approval. */
export async function signPaymentApproval(
  provider: Eip1193Provider,
  approver: PolicyApprover,
  chainId: number,
  treasury: string,
  tx: Pick<SafeTx, 'to' | 'value' | 'data' | 'operation'>,
  summary: string,
  now: Date,
): Promise<PaymentApprovalRecord> {
  const message = paymentApprovalMessage(treasury, tx, summary);
  const signature = String(
    await provider.request({
      method: 'eth_signTypedData_v4',
      params: [approver.address, JSON.stringify(paymentApprovalTypedData(chainId, message))],
    }),
  );
  const signer = verifyTypedData(paymentApprovalDomain(chainId), PAYMENT_APPROVAL_TYPES, message, signature);
  if (signer.toLowerCase() !== approver.address.toLowerCase())
    throw new Error(`The wallet signed as ${signer}, not as ${approver.address}: the approval was not kept.`);
  return {
    approver: approver.address,
    memberName: approver.name,
    role: approver.role,
    message: JSON.stringify(message),
    signature,
    signedAt: now.toISOString(),
  };
}

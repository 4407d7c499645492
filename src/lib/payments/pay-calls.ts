// The call a payer makes on the pay page: the PaymentRouter's payEth(reference, payee) or
// payToken(token, reference, payee, amount); the ERC-20 approval before it is lib/chain/approve-then-call's.
import { Interface, ZeroAddress } from 'ethers';
import { paymentRouterAbi } from '@/lib/contracts/generated/artifacts';

const ROUTER = new Interface(paymentRouterAbi);

export interface Call {
  readonly to: string;
  readonly value: bigint;
  readonly data: string;
}

/** The router call paying `amount` of an invoice (`token` the zero address for the native currency). */
export function payCall(
  invoice: { router: string; token: string; paymentReference: string; payee: string },
  amount: bigint,
): Call {
  if (invoice.token === ZeroAddress)
    return {
      to: invoice.router,
      value: amount,
      data: ROUTER.encodeFunctionData('payEth', [invoice.paymentReference, invoice.payee]),
    };
  return {
    to: invoice.router,
    value: 0n,
    data: ROUTER.encodeFunctionData('payToken', [invoice.token, invoice.paymentReference, invoice.payee, amount]),
  };
}

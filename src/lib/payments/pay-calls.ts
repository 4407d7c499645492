// The calls a payer makes on the pay page: ERC-20 allowance/approve, then the PaymentRouter's
// payEth(reference, payee) or payToken(token, reference, payee, amount).
import { Interface, ZeroAddress } from 'ethers';
import { paymentRouterAbi } from '@/lib/contracts/generated/artifacts';

const ROUTER = new Interface(paymentRouterAbi);
const ERC20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
]);

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

/** ERC-20 approve(spender, amount). */
export const approveCall = (token: string, spender: string, amount: bigint): Call => ({
  to: token,
  value: 0n,
  data: ERC20.encodeFunctionData('approve', [spender, amount]),
});
/** ERC-20 allowance(owner, spender) call data, and its result decoded. */
export const allowanceData = (owner: string, spender: string): string =>
  ERC20.encodeFunctionData('allowance', [owner, spender]);
export const decodeAllowance = (data: string): bigint => ERC20.decodeFunctionResult('allowance', data)[0] as bigint;

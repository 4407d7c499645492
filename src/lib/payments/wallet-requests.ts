// The EIP-681 requests a mobile wallet pays an invoice with, straight from a scanned code: the
// PaymentRouter call with the invoice's reference, payee and total (docs/product.md#pay-page).
// A token payment is two transactions, because the router moves the token with transferFrom:
// approve the router for the total, then payToken. A plain ERC-20 transfer to the payee would be
// one step but carries no reference, so it could only be matched by a suggestion.
import { ZeroAddress } from 'ethers';
import { buildEip681Call } from '@/lib/formats/eip681-call';
import type { SignedInvoice } from './invoice-typed-data';

/** One request to scan: its URI and, for a two-step token payment, which step it is. */
export interface WalletRequest {
  readonly uri: string;
  /** "Step 1 of 2: approve" for a token invoice; null for the single ETH request. */
  readonly step: string | null;
}

/**
 * The wallet requests paying the invoice through its PaymentRouter, in the order they are sent: its
 * total, or `units` of the asset (a fiat invoice's quote at a rate).
 */
export function walletRequests(signed: SignedInvoice, units?: bigint): WalletRequest[] {
  const m = signed.message;
  const total = units ?? BigInt(m.total);
  const chainId = signed.chainId;
  if (m.token === ZeroAddress)
    return [
      {
        step: null,
        uri: buildEip681Call({
          contract: m.router,
          chainId,
          functionName: 'payEth',
          args: [
            { type: 'bytes32', value: m.paymentReference },
            { type: 'address', value: m.payee },
          ],
          value: total,
        }),
      },
    ];
  return [
    {
      step: 'Step 1 of 2: approve the PaymentRouter',
      uri: buildEip681Call({
        contract: m.token,
        chainId,
        functionName: 'approve',
        args: [
          { type: 'address', value: m.router },
          { type: 'uint256', value: total },
        ],
      }),
    },
    {
      step: 'Step 2 of 2: pay',
      uri: buildEip681Call({
        contract: m.router,
        chainId,
        functionName: 'payToken',
        args: [
          { type: 'address', value: m.token },
          { type: 'bytes32', value: m.paymentReference },
          { type: 'address', value: m.payee },
          { type: 'uint256', value: total },
        ],
      }),
    },
  ];
}

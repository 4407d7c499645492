// A token payment in two transactions when it has to be: the allowance is read first, an approval
// for exactly the amount is sent and followed until mined only when it is short, then the call that
// pulls the tokens is sent. The caller follows the call (or not) from its hash.
import { Interface } from 'ethers';
import { call } from './rpc-methods';
import { sendTransaction, type OutgoingTx, type SenderContext, type SentTx } from './send-transaction';
import { waitForReceipt } from './wait-for-receipt';

const ERC20 = new Interface([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

/** The allowance `spender` needs on `token` before the call. */
export interface Approval {
  readonly token: string;
  readonly spender: string;
  readonly amount: bigint;
}

/** Which of the two transactions is under way (hash null while the wallet is asked). */
export type ApproveCallStep =
  | { readonly phase: 'allowance' }
  | { readonly phase: 'approve'; readonly hash: string | null }
  | { readonly phase: 'call'; readonly hash: string | null };

/** Thrown when the approval was mined but reverted: the call was not sent. */
export class ApprovalFailed extends Error {
  constructor(readonly blockNumber: number) {
    super(`The approval failed on chain (block ${blockNumber})`);
    this.name = 'ApprovalFailed';
  }
}

/** The current allowance of `owner` for `spender` on `token`. */
export async function readAllowance(ctx: SenderContext, token: string, spender: string): Promise<bigint> {
  const data = ERC20.encodeFunctionData('allowance', [ctx.account, spender]);
  return BigInt(ERC20.decodeFunctionResult('allowance', await call(ctx.reader, { to: token, data }))[0] as bigint);
}

/**
 * Approves when the allowance is short (waiting for it to be mined), then sends `tx`. Rejects with
 * the wallet's error, or ApprovalFailed; `approval` null (a native payment) sends `tx` alone.
 */
export async function approveThenCall(
  ctx: SenderContext,
  approval: Approval | null,
  tx: OutgoingTx,
  onStep: (step: ApproveCallStep) => void,
  signal?: AbortSignal,
): Promise<SentTx> {
  if (approval) {
    onStep({ phase: 'allowance' });
    if ((await readAllowance(ctx, approval.token, approval.spender)) < approval.amount) {
      onStep({ phase: 'approve', hash: null });
      const approve = await sendTransaction(
        ctx,
        {
          to: approval.token,
          data: ERC20.encodeFunctionData('approve', [approval.spender, approval.amount]),
          value: 0n,
          pending: { decoded: { method: 'approve' } },
        },
        signal,
      );
      onStep({ phase: 'approve', hash: approve.hash });
      const receipt = await waitForReceipt(ctx.reader, approve.hash, undefined, signal);
      if (receipt.status !== 1) throw new ApprovalFailed(receipt.blockNumber);
    }
  }
  onStep({ phase: 'call', hash: null });
  const sent = await sendTransaction(ctx, tx, signal);
  onStep({ phase: 'call', hash: sent.hash });
  return sent;
}

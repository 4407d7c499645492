// Managing a token from the wallet: mint, transfer, pause and unpause. Each call is checked with
// eth_call first, so the contract's refusal (cap, pause, owner) is explained before signing.
import { Interface } from 'ethers';
import { sendWalletTx, type TxOutcome, type WalletContext } from '@/lib/chain/send-wallet-tx';
import { assetDeedAbi, assetSharesAbi } from '@/lib/contracts/generated/artifacts';
import type { CompanyToken } from '@/lib/db/entities/company-token';
import { tokenErrorInWords } from '@/platform/features/tokens/model/token-errors';
import type { TxStep } from '@/lib/chain/tx-steps';

const SHARES = new Interface(assetSharesAbi);
const DEED = new Interface(assetDeedAbi);

/** One management action on a token. */
export type TokenAction =
  | { readonly kind: 'mint'; readonly to: string; readonly units: bigint }
  | { readonly kind: 'mint-deed'; readonly to: string; readonly uri: string }
  | { readonly kind: 'transfer'; readonly to: string; readonly units: bigint }
  | { readonly kind: 'transfer-deed'; readonly to: string; readonly tokenId: bigint }
  | { readonly kind: 'pause' }
  | { readonly kind: 'unpause' };

/** The calldata and the label of an action. */
export function actionCall(token: CompanyToken, action: TokenAction, from: string): { label: string; data: string } {
  switch (action.kind) {
    case 'mint':
      return { label: `the ${token.symbol} mint`, data: SHARES.encodeFunctionData('mint', [action.to, action.units]) };
    case 'mint-deed':
      return { label: `the ${token.symbol} mint`, data: DEED.encodeFunctionData('mint', [action.to, action.uri]) };
    case 'transfer':
      return {
        label: `the ${token.symbol} transfer`,
        data: SHARES.encodeFunctionData('transfer', [action.to, action.units]),
      };
    case 'transfer-deed':
      return {
        label: `the transfer of ${token.symbol} #${action.tokenId}`,
        data: DEED.encodeFunctionData('transferFrom', [from, action.to, action.tokenId]),
      };
    case 'pause':
      return { label: `pausing ${token.symbol}`, data: SHARES.encodeFunctionData('pause', []) };
    case 'unpause':
      return { label: `unpausing ${token.symbol}`, data: SHARES.encodeFunctionData('unpause', []) };
  }
}

/** Runs one action from the wallet; the outcome carries the refusal in words. */
export function runTokenAction(
  ctx: WalletContext,
  token: CompanyToken,
  action: TokenAction,
  onStep: (step: TxStep) => void,
): Promise<TxOutcome> {
  const { label, data } = actionCall(token, action, ctx.account);
  return sendWalletTx(ctx, { label, to: token.address, data, explain: tokenErrorInWords }, onStep);
}

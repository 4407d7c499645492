// A failed distribution step in words: the Distributor's and the token's own errors decoded from
// the revert data, the node's common refusals, else the wallet's message (never the raw object).
import { Interface } from 'ethers';
import { distributorAbi } from '@/lib/contracts/generated/artifacts';

const ERRORS = new Interface([
  ...distributorAbi.filter((item) => item.type === 'error'),
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error EnforcedPause()',
  'error SafeERC20FailedOperation(address token)',
]);

const WORDS: Record<string, (args: readonly unknown[]) => string> = {
  LengthMismatch: () => 'The Distributor refused the batch: recipients and amounts differ in length.',
  EmptyRecipients: () => 'The Distributor refused an empty batch.',
  ZeroAddress: (args) => `The Distributor refused recipient ${Number(args[0]) + 1} of the batch: the zero address.`,
  WrongTotal: (args) =>
    `The Distributor refused the batch: it needs exactly ${String(args[0])} wei, ${String(args[1])} were sent.`,
  EthTransferFailed: (args) =>
    `Recipient ${String(args[0])} refuses ETH (a contract without a receive function): remove it and try again.`,
  ERC20InsufficientBalance: () => 'The token refused: the account holds too little of it.',
  ERC20InsufficientAllowance: () => 'The token refused: the Distributor is allowed to take less than this batch.',
  EnforcedPause: () => 'The token is paused: no transfer can happen until its owner unpauses it.',
  SafeERC20FailedOperation: () => 'The token refused the transfer.',
};

function revertData(error: unknown): string | null {
  for (let current = error, depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const data = (current as { data?: unknown }).data;
    if (typeof data === 'string' && /^0x[0-9a-fA-F]{8,}$/.test(data)) return data;
    const layer = current as { error?: unknown; info?: { error?: unknown }; cause?: unknown };
    current = layer.error ?? layer.info?.error ?? layer.cause ?? (typeof data === 'object' ? data : undefined);
  }
  return null;
}

/** Why a step failed, in a sentence that ends with what to do or what happened. */
export function runErrorInWords(error: unknown): string {
  const data = revertData(error);
  if (data) {
    try {
      const parsed = ERRORS.parseError(data);
      const words = parsed ? WORDS[parsed.name] : undefined;
      if (parsed && words) return `${words(parsed.args)} Nothing more was sent.`;
    } catch {
      // Not one of ours: fall through to the message.
    }
  }
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
  if (/insufficient funds/i.test(message))
    return 'The account cannot pay this batch plus the network fee: nothing more was sent. Add funds, then resume.';
  return `The distribution stopped: ${message.replace(/\s*\(code -?\d+\)$/, '')}. Nothing more was sent; resume when ready.`;
}

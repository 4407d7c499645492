// The progress of one wallet transaction (a deployment, a mint, a transfer…), and how the page says it.

/** Where one transaction is. */
export type TxStep =
  | { readonly phase: 'queued' }
  | { readonly phase: 'checking' }
  | { readonly phase: 'signing' }
  | { readonly phase: 'pending'; readonly hash: string }
  | { readonly phase: 'mined'; readonly hash: string; readonly blockNumber: number }
  | { readonly phase: 'checked'; readonly hash: string; readonly address: string }
  | { readonly phase: 'done'; readonly hash: string; readonly blockNumber: number }
  | { readonly phase: 'failed'; readonly message: string; readonly hash: string | null }
  | { readonly phase: 'stopped' };

/** A short sentence for a step of `label` ("The AssetShares deployment", "Mint to 0x…"). */
export function txStepInWords(label: string, step: TxStep): string {
  switch (step.phase) {
    case 'queued':
      return 'Waiting its turn';
    case 'checking':
      return 'Checking with the contract that it will be accepted…';
    case 'signing':
      return 'Waiting for your signature in the wallet…';
    case 'pending':
      return `Pending: waiting for ${label} to be mined…`;
    case 'mined':
      return `Mined in block ${step.blockNumber}; checking the code at the new address…`;
    case 'checked':
      return `Deployed at ${step.address}; code checked and recorded`;
    case 'done':
      return `Mined in block ${step.blockNumber}`;
    case 'failed':
      return step.message;
    case 'stopped':
      return 'Not started';
  }
}

/** The transaction hash a step has, if any (for its Success page link). */
export function txStepHash(step: TxStep): string | null {
  return 'hash' in step ? step.hash : null;
}

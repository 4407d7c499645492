// Where one wallet transaction is (a deployment, a mint, a transfer, a self-deploy's contract), and
// the one way the pages say it. The sender reports the sending phases; a page adds its own around
// them (queued and stopped for a run, mined/checked after a deployment's code check, done).

/** Where one transaction is. */
export type TxStep =
  | { readonly phase: 'queued' }
  | { readonly phase: 'checking' }
  | { readonly phase: 'verifying'; readonly address: string }
  | { readonly phase: 'skipped'; readonly address: string }
  | { readonly phase: 'signing' }
  | { readonly phase: 'pending'; readonly hash: string }
  | { readonly phase: 'mined'; readonly hash: string; readonly blockNumber: number }
  | { readonly phase: 'checked'; readonly hash: string; readonly address: string }
  | { readonly phase: 'done'; readonly hash: string; readonly blockNumber: number }
  | { readonly phase: 'failed'; readonly message: string; readonly hash: string | null }
  | { readonly phase: 'stopped' };

/** The steps sendWalletTx itself reports (a page's own steps come before and after them). */
export type WalletTxStep = Extract<TxStep, { readonly phase: 'checking' | 'signing' | 'pending' | 'failed' }>;

/** A short sentence for a step of `label` ("the ACME deployment", "the mint of …"); addresses in full. */
export function txStepInWords(label: string, step: TxStep): string {
  switch (step.phase) {
    case 'queued':
      return 'Waiting its turn';
    case 'checking':
      return 'Checking with the contract that it will be accepted…';
    case 'verifying':
      return `Checking the code at ${step.address}…`;
    case 'skipped':
      return `Already deployed at ${step.address} (code checked): skipped`;
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

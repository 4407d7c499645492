// The progress of one contract in a self-deploy run, and how the page says it.
import type { PlatformContractName } from '@/lib/db/entities/contract-deployment';

/** Where one contract is in a run. */
export type DeployStep =
  | { readonly phase: 'queued' }
  | { readonly phase: 'checking' }
  | { readonly phase: 'skipped'; readonly address: string }
  | { readonly phase: 'signing' }
  | { readonly phase: 'pending'; readonly hash: string }
  | { readonly phase: 'mined'; readonly hash: string; readonly blockNumber: number }
  | { readonly phase: 'checked'; readonly hash: string; readonly address: string }
  | { readonly phase: 'failed'; readonly message: string; readonly hash: string | null }
  | { readonly phase: 'stopped' };

/** A short sentence for a step (addresses in full: they are what the user checks). */
export function stepInWords(name: PlatformContractName, step: DeployStep): string {
  switch (step.phase) {
    case 'queued':
      return 'Waiting its turn';
    case 'checking':
      return 'Checking the known address…';
    case 'skipped':
      return `Already deployed at ${step.address} (code checked): skipped`;
    case 'signing':
      return `Waiting for your signature in the wallet…`;
    case 'pending':
      return `Pending: waiting for the ${name} deployment to be mined…`;
    case 'mined':
      return `Mined in block ${step.blockNumber}; checking the code…`;
    case 'checked':
      return `Deployed at ${step.address}; code checked and recorded`;
    case 'failed':
      return step.message;
    case 'stopped':
      return 'Not started';
  }
}

/** The transaction hash a step has, if any (for its Success page link). */
export function stepHash(step: DeployStep): string | null {
  return 'hash' in step ? step.hash : null;
}

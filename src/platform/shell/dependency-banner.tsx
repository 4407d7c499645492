import { useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  checkDependencyAgain,
  dependencyFailures,
  subscribeDependencyFailures,
  type Dependency,
  type DependencyFailure,
} from '@/lib/offline/dependency-health';

const none: readonly DependencyFailure[] = [];
const noFailures = () => none;

/** What each dependency is called, what waits for it and what still works without it. */
const WORDS: Record<Dependency, { title: string; waits: string; works: string }> = {
  node: {
    title: "The wallet's chain node does not answer",
    waits: 'Payments, approvals, anything signed and the balance wait until it answers.',
    works: 'Your records open and save on this device; the session stays open.',
  },
  rpc: {
    title: "The network's RPC endpoint does not answer",
    waits: 'New transactions from the chain are not read until it answers.',
    works: 'Your records open and save on this device; the wallet still signs and sends.',
  },
  explorer: {
    title: 'The block explorer API does not answer',
    waits: 'Transactions are not imported from the explorer until it answers.',
    works: 'Your records open and save on this device; the wallet still signs and sends.',
  },
  ipfs: {
    title: 'The IPFS endpoint does not answer',
    waits: "Pinning documents and the team's changes wait until it answers.",
    works: 'Your records and documents are kept on this device; the chain and payments still work.',
  },
};

/**
 * Above every page, one notice per outside service whose last call failed (lib/offline/dependency-health.ts):
 * what failed, in the client's words, what waits and what still works. Each goes away by itself when a
 * later call to that service answers (the wallet asks its node again every few seconds; the sync
 * engine and the pin queue retry on their own schedule), or at once when "Check again" asks the
 * service and it answers; while it asks, the button says so.
 */
export function DependencyBanner() {
  const failures = useSyncExternalStore(subscribeDependencyFailures, dependencyFailures, noFailures);
  return failures.map(({ dependency, reason, checkable, checking }) => {
    const words = WORDS[dependency];
    const actions = checkable ? (
      <Button
        variant="secondary"
        // Not `disabled`: the button keeps the focus the click gave it while the service is asked.
        aria-disabled={checking}
        aria-label={checking ? undefined : `Check again: ${words.title}`}
        onClick={() => void checkDependencyAgain(dependency)}
      >
        {checking ? 'Checking…' : 'Check again'}
      </Button>
    ) : null;
    return (
      <Alert key={dependency} tone="warning" role="note" title={words.title} actions={actions}>
        <p className="break-words">{reason}</p>
        <p className="mt-1">
          {words.works} {words.waits}
        </p>
      </Alert>
    );
  });
}

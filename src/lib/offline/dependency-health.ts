// Which outside services the app depends on failed their last call (the chain node behind the
// wallet, the company's RPC, the block explorer API, the IPFS endpoint), for the banner above every
// page (platform/shell/dependency-banner.tsx). The clients report here: a failure with its reason in
// words, and a success, which clears it. Nothing else: this is a flag per dependency, not a log.

/** An outside service the app calls. */
export type Dependency = 'node' | 'rpc' | 'explorer' | 'ipfs';

/** The last failure of one dependency, until a call to it succeeds again. */
export interface DependencyFailure {
  readonly dependency: Dependency;
  /** The failure in words, as the client gave it ("… answered 503: Service Unavailable"). */
  readonly reason: string;
}

let failures: readonly DependencyFailure[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly DependencyFailure[]): void {
  failures = next;
  for (const listener of listeners) listener();
}

/** Records that a call to `dependency` failed for `reason` (replacing its earlier failure). */
export function reportDependencyFailure(dependency: Dependency, reason: string): void {
  const current = failures.find((failure) => failure.dependency === dependency);
  if (current?.reason === reason) return;
  publish([...failures.filter((failure) => failure.dependency !== dependency), { dependency, reason }]);
}

/** Records that `dependency` answered: its failure, if any, is cleared. */
export function reportDependencyAnswered(dependency: Dependency): void {
  if (!failures.some((failure) => failure.dependency === dependency)) return;
  publish(failures.filter((failure) => failure.dependency !== dependency));
}

/** The dependencies whose last call failed, in the order they failed (a stable array between changes). */
export function dependencyFailures(): readonly DependencyFailure[] {
  return failures;
}

/** Calls `listener` after every change of dependencyFailures(); returns the unsubscribe function. */
export function subscribeDependencyFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The reason of an error in words, for reportDependencyFailure. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

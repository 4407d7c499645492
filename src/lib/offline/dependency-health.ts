// Which outside services the app depends on failed their last call (the chain node behind the
// wallet, the company's RPC, the block explorer API, the IPFS endpoint), for the banner above every
// page (platform/shell/dependency-banner.tsx). The clients report here: a failure with its reason in
// words with a way to ask the service once more, and a success, which clears it. Nothing else: this
// is a flag per dependency, not a log.

/** An outside service the app calls. */
export type Dependency = 'node' | 'rpc' | 'explorer' | 'ipfs';

/** The last failure of one dependency, until a call to it succeeds again. */
export interface DependencyFailure {
  readonly dependency: Dependency;
  /** The failure in words, as the client gave it ("… answered 503: Service Unavailable"). */
  readonly reason: string;
  /** Whether its client gave a way to ask the service once more (the banner's "Check again"). */
  readonly checkable: boolean;
  /** Whether "Check again" is asking the service right now. */
  readonly checking: boolean;
}

/** Asks the service once; its client reports the outcome here as for any other call. */
export type DependencyProbe = () => Promise<unknown>;

let failures: readonly DependencyFailure[] = [];
// The latest probe each client gave with its failure (kept out of the published rows: a function is
// not state the banner draws).
const probes = new Map<Dependency, DependencyProbe>();
const listeners = new Set<() => void>();

function publish(next: readonly DependencyFailure[]): void {
  failures = next;
  for (const listener of listeners) listener();
}

function replace(dependency: Dependency, next: DependencyFailure | null): void {
  const others = failures.filter((failure) => failure.dependency !== dependency);
  const at = failures.findIndex((failure) => failure.dependency === dependency);
  if (!next) return publish(others);
  // A failure keeps its place: a notice does not jump while it is being checked again.
  publish(at < 0 ? [...others, next] : failures.map((failure, index) => (index === at ? next : failure)));
}

/**
 * Records that a call to `dependency` failed for `reason` (replacing its earlier failure). `probe`
 * asks the service once (the banner's "Check again"); without one the banner offers none.
 */
export function reportDependencyFailure(dependency: Dependency, reason: string, probe?: DependencyProbe): void {
  if (probe) probes.set(dependency, probe);
  else probes.delete(dependency);
  const current = failures.find((failure) => failure.dependency === dependency);
  const checkable = probe !== undefined;
  if (current?.reason === reason && current.checkable === checkable) return;
  replace(dependency, { dependency, reason, checkable, checking: current?.checking ?? false });
}

/** Records that `dependency` answered: its failure, if any, is cleared. */
export function reportDependencyAnswered(dependency: Dependency): void {
  probes.delete(dependency);
  if (!failures.some((failure) => failure.dependency === dependency)) return;
  replace(dependency, null);
}

/**
 * Asks a failing service once (the banner's "Check again"): `checking` while it runs; an answer
 * clears the failure, no answer keeps it with the reason the client gave this time. A call while
 * one runs does nothing.
 */
export async function checkDependencyAgain(dependency: Dependency): Promise<void> {
  const current = failures.find((failure) => failure.dependency === dependency);
  const probe = probes.get(dependency);
  if (!current || !probe || current.checking) return;
  replace(dependency, { ...current, checking: true });
  try {
    await probe();
  } catch {
    // The client reported the failure with its reason; the notice stays with it.
  } finally {
    const after = failures.find((failure) => failure.dependency === dependency);
    if (after?.checking) replace(dependency, { ...after, checking: false });
  }
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

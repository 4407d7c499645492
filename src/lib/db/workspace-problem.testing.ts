// Tests only: the open workspace's next problem (blocked, outdated, or cleared).
import { getWorkspaceProblem, subscribeWorkspaceProblem } from './workspace-session';

/** Resolves with the workspace's problem at its next change. */
export function nextProblem(): Promise<Error | null> {
  return new Promise((resolve) => {
    const stop = subscribeWorkspaceProblem(() => {
      stop();
      resolve(getWorkspaceProblem());
    });
  });
}

import { createContext, useContext, type ReactNode } from 'react';

/** What a page says it needs, so the shell knows which notices apply to it. */
export interface PageNeeds {
  /** The page works on the connected account's workspace. */
  readonly account: boolean;
}

/**
 * The notices every page frame shows under its header (the workspace's problem, "connect your
 * wallet"), supplied by the shell: the kit stays free of the wallet and the workspace.
 */
export const PageNoticesContext = createContext<((needs: PageNeeds) => ReactNode) | null>(null);

/** The shell's notices for a page with these needs (nothing outside the shell, e.g. in tests). */
export function usePageNotices(needs: PageNeeds): ReactNode {
  return useContext(PageNoticesContext)?.(needs) ?? null;
}

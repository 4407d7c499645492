import type { ReactNode } from 'react';
import { useWorkspace } from '@/lib/db/use-workspace';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useWallet } from '@/lib/wallet/use-wallet';
import { DraftProvider, DraftScope } from './drafts';
import { NoAccountNotice } from './no-account-notice';
import { PageHeader } from './page-header';
import { usePageMeta } from './page-meta';
import { WorkspaceProblem } from './workspace-problem';

/** What a page that needs the workspace, the account and the wallet's network renders with. */
export interface WalletWorkspace {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly chainId: number;
}

function Content({ render }: { render: (workspace: WalletWorkspace) => ReactNode }) {
  const { account, db, problem } = useWorkspace();
  const { chainId } = useWallet();
  return (
    <>
      <WorkspaceProblem problem={problem} />
      {account && db && chainId !== null ? (
        // Keyed by account: another account starts from its own drafts.
        <DraftScope key={account} scope={account.toLowerCase()}>
          {render({ db, account, chainId })}
        </DraftScope>
      ) : (
        <NoAccountNotice />
      )}
    </>
  );
}

/**
 * The frame of a page that works on the connected account's workspace and network: its header, drafts
 * that outlive the page (`keepAs`), the workspace's problem if any, and the no-account notice.
 */
export function WalletWorkspacePage({
  fallbackTitle,
  keepAs,
  render,
}: {
  fallbackTitle: string;
  keepAs: string;
  render: (workspace: WalletWorkspace) => ReactNode;
}) {
  const { title, summary } = usePageMeta();
  return (
    <div className="space-y-8">
      <PageHeader title={title || fallbackTitle} summary={summary} />
      <DraftProvider keepAs={keepAs}>
        <Content render={render} />
      </DraftProvider>
    </div>
  );
}

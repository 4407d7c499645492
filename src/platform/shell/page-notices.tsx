import { lazy, Suspense, type ReactNode } from 'react';
import { NoAccountNotice } from '@/components/workspace/no-account-notice';
import type { PageNeeds } from '@/components/ui/page-notices';
import { WorkspaceProblem } from '@/components/workspace/workspace-problem';
import { useWorkspace } from '@/lib/db/use-workspace';
import { installTeamCapture } from '@/lib/team/team-capture-hook';

// Pages open the workspace database below this notice: the team capture must be on it first.
installTeamCapture();

// Local mode's sample company offer: behind the build-time flag, so a production build drops the
// import and never contains the sample (tests/e2e/sample-company.spec.ts checks dist/).
const SampleOffer = import.meta.env.LEDGERLINE_LOCAL
  ? lazy(() => import('@/platform/sample/sample-offer').then((m) => ({ default: m.SampleOffer })))
  : null;

/** The workspace's problem (blocked upgrade, changed in another tab) and, where a page needs it, "connect your wallet". */
export function ShellPageNotices({ needs }: { needs: PageNeeds }) {
  const { account, problem } = useWorkspace();
  return (
    <>
      <WorkspaceProblem problem={problem} />
      {needs.account && !account ? <NoAccountNotice /> : null}
      {SampleOffer ? (
        <Suspense fallback={null}>
          <SampleOffer />
        </Suspense>
      ) : null}
    </>
  );
}

/** What the shell hands every PageFrame (through PageNoticesContext) to show under the page's header. */
export function renderShellPageNotices(needs: PageNeeds): ReactNode {
  return <ShellPageNotices needs={needs} />;
}

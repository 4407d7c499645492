import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { usePageMeta } from './page-meta';
import { usePageNotices } from './page-notices';

export interface PageFrameProps {
  /** The page's h1; the route table's name when left out. */
  readonly title?: string;
  /** One sentence saying what the page is for; the route table's summary when left out. */
  readonly description?: string;
  /** The page's main actions beside the title ("New bill"). */
  readonly actions?: ReactNode;
  /** Sub-navigation under the title: a TabList (with the TabPanel in `children`). */
  readonly subnav?: ReactNode;
  /** The page's own notices, shown after the shell's. */
  readonly notices?: ReactNode;
  /** Whether the page works on the connected account's workspace (the shell then adds its notices). */
  readonly needsAccount?: boolean;
  readonly children?: ReactNode;
}

/**
 * The one frame of a platform page: title, description and actions, the sub-navigation, the
 * shell's workspace and account notices and the page's own, then the content.
 */
export function PageFrame({
  title,
  description,
  actions,
  subnav,
  notices,
  needsAccount = false,
  children,
}: PageFrameProps) {
  const meta = usePageMeta();
  const shellNotices = usePageNotices({ account: needsAccount });
  const summary = description ?? meta.summary;
  return (
    <div className="min-w-0 space-y-6">
      <PageHeader title={title ?? meta.title} {...(summary ? { summary } : {})} subnav={subnav}>
        {actions}
      </PageHeader>
      {shellNotices || notices ? (
        <div className="space-y-3">
          {shellNotices}
          {notices}
        </div>
      ) : null}
      {children}
    </div>
  );
}

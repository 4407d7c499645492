import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  summary?: string;
  /** Actions shown beside the title (buttons, links). */
  children?: ReactNode;
  /** The page's sub-navigation (a TabList), along the header's bottom edge. */
  subnav?: ReactNode;
}

/** A page's heading (the page's one h1) with its one-sentence summary, actions and sub-navigation. */
export function PageHeader({ title, summary, children, subnav }: PageHeaderProps) {
  return (
    <header className={subnav ? '' : 'border-b border-border pb-5'}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-3xl">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          {summary ? <p className="mt-2 text-muted">{summary}</p> : null}
        </div>
        {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      </div>
      {subnav ? <div className="mt-5">{subnav}</div> : null}
    </header>
  );
}

import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  summary?: string;
  /** Actions shown beside the title (buttons, links). */
  children?: ReactNode;
}

/** A page's heading (the page's one h1) with its one-sentence summary. */
export function PageHeader({ title, summary, children }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-5">
      <div className="min-w-0 max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
        {summary ? <p className="mt-2 text-muted">{summary}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </header>
  );
}

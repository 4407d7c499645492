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
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5 dark:border-slate-800">
      <div className="min-w-0 max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {summary ? <p className="mt-2 text-slate-600 dark:text-slate-300">{summary}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </header>
  );
}

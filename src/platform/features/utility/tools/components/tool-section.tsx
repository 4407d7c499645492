import { useId, type ReactNode } from 'react';

/** One tool: a titled region with a one-line description. */
export function ToolSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{description}</p>
      {children}
    </section>
  );
}

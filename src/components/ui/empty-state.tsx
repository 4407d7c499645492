import { useId, type ReactNode } from 'react';

export interface EmptyStateProps {
  /** What would be here: "No bills yet". */
  readonly title: string;
  /** What this is and why it matters, in a sentence or two. */
  readonly description: string;
  /** The one thing to do next ("New bill"): a Button or a link. */
  readonly action?: ReactNode;
  readonly level?: 2 | 3 | 4;
}

/** What an empty list or page says: what this is, and the one action that fills it. */
export function EmptyState({ title, description, action, level = 3 }: EmptyStateProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border-strong px-6 py-10 text-center"
    >
      <Heading id={titleId} className="text-base font-semibold text-fg">
        {title}
      </Heading>
      <p className="max-w-md text-sm text-muted">{description}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}

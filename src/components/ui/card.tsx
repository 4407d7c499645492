import { useId, type ReactNode } from 'react';

/** The classes of the kit's card shell, for the rare element that cannot be a Card (a list item). */
export const CARD_CLASSES = 'min-w-0 rounded-xl border border-border bg-surface shadow-sm';

export interface CardProps {
  /** A heading makes the card a named region of its own (section + aria-labelledby). */
  readonly title?: string;
  /** The heading level of the title (h2 on a page, h3 inside a Section). */
  readonly level?: 2 | 3 | 4;
  /** Buttons or links beside the title. */
  readonly actions?: ReactNode;
  /** `none` for content that draws to the edges (a table). */
  readonly padding?: 'none' | 'normal';
  readonly className?: string;
  readonly children: ReactNode;
}

/** A raised box grouping one thing (a form, a figure, a table), optionally titled. */
export function Card({ title, level = 2, actions, padding = 'normal', className = '', children }: CardProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  const pad = padding === 'none' ? '' : 'p-4 sm:p-5';
  if (!title) return <div className={`${CARD_CLASSES} ${pad} ${className}`.trim()}>{children}</div>;
  return (
    <section aria-labelledby={titleId} className={`${CARD_CLASSES} ${className}`.trim()}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3 sm:px-5">
        <Heading id={titleId} className="text-base font-semibold text-fg">
          {title}
        </Heading>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className={pad}>{children}</div>
    </section>
  );
}

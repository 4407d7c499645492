import { useId, type ReactNode } from 'react';
import { CARD_CLASSES } from './kit-classes';

export interface CardProps {
  /** A heading makes the card a named region of its own (section + aria-labelledby). */
  readonly title?: string;
  /** The heading level of the title (h2 on a page, h3 inside a Section). */
  readonly level?: 2 | 3 | 4;
  /** Buttons or links beside the title. */
  readonly actions?: ReactNode;
  /** Names an untitled card as a region of its own (a preview the page's headings do not name). */
  readonly label?: string;
  /** `none` for content that draws to the edges (a table). */
  readonly padding?: 'none' | 'normal';
  readonly className?: string;
  readonly children: ReactNode;
}

/** A raised box grouping one thing (a form, a figure, a table), optionally titled. */
export function Card({ title, level = 2, label, actions, padding = 'normal', className = '', children }: CardProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  const pad = padding === 'none' ? '' : 'p-4 sm:p-5';
  if (!title && label)
    return (
      <section aria-label={label} className={`${CARD_CLASSES} ${pad} ${className}`.trim()}>
        {children}
      </section>
    );
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

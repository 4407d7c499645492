import { useId, type ReactNode, type Ref } from 'react';

export interface SectionProps {
  readonly title: string;
  /** One sentence saying what the section holds. */
  readonly description?: string;
  readonly level?: 2 | 3;
  /** Buttons or links beside the heading ("New bill"). */
  readonly actions?: ReactNode;
  readonly className?: string;
  /** The heading, made focusable, for focus to return to (e.g. after an Undo removed the row it was on). */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly children: ReactNode;
}

/** A part of a page under its own heading (a named region), with its description and actions. */
export function Section({
  title,
  description,
  level = 2,
  actions,
  className = '',
  headingRef,
  children,
}: SectionProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={titleId} className={`min-w-0 space-y-4 ${className}`.trim()}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 max-w-3xl">
          <Heading
            id={titleId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className={`${level === 2 ? 'text-lg' : 'text-base'} font-semibold text-fg`}
          >
            {title}
          </Heading>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

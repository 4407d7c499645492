import { useState, type ReactNode } from 'react';

export interface DisclosureProps {
  /** The always-visible line that opens it ("Advanced"). */
  readonly summary: string;
  readonly children: ReactNode;
  readonly defaultOpen?: boolean;
  /**
   * Renders the children only once it is first opened: for large, rarely opened content (a chart's
   * data as a table) that would otherwise cost the page's first render. Find-in-page cannot reach
   * them before.
   */
  readonly lazy?: boolean;
}

/**
 * Technical or rarely needed options behind one line (native <details>/<summary>: a button to
 * assistive technology, Enter and Space toggle it, and find-in-page opens it).
 */
export function Disclosure({ summary, children, defaultOpen = false, lazy = false }: DisclosureProps) {
  const [opened, setOpened] = useState(defaultOpen);
  return (
    <details
      open={defaultOpen}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      className="group rounded-lg border border-border bg-surface"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-4 shrink-0 text-muted transition-transform group-open:rotate-90"
        >
          <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 1 1-1.4-1.4L11.6 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
        </svg>
        {summary}
      </summary>
      <div className="space-y-4 border-t border-border p-3">{!lazy || opened ? children : null}</div>
    </details>
  );
}

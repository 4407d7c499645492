import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** `side`: a panel along the right edge (full width on small screens); `center`: a centred box. */
  readonly placement?: 'side' | 'center';
  /** Where focus goes on close when the element that opened the dialog is gone (e.g. scrolled out of a virtual list). */
  readonly fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog rendered while mounted: focus moves into it, Tab stays inside, Escape and the
 * backdrop close it, and focus returns to the element that opened it. Built by hand rather than on
 * <dialog>.showModal() so it behaves the same in jsdom tests as in browsers.
 */
export function Dialog({ title, onClose, children, placement = 'side', fallbackFocus }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => {
      // The fallback is read at close time on purpose: the list may have re-rendered meanwhile.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = opener?.isConnected ? opener : fallbackFocus?.current;
      target?.focus();
    };
    // Focus is taken once on open and given back once on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const box =
    placement === 'side'
      ? 'fixed inset-y-0 right-0 w-full max-w-xl overflow-y-auto border-l'
      : 'fixed top-1/2 left-1/2 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border';

  return (
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" className="absolute inset-0 bg-scrim" onClick={() => onClose()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`${box} border-border bg-surface p-5 text-fg shadow-xl focus-visible:outline-2 focus-visible:outline-ring`}
      >
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onClose()}
            aria-label="Close"
            className="rounded p-1 text-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

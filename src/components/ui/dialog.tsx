import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';

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
  /** The id of the element that says what the dialog asks (aria-describedby). */
  readonly describedBy?: string;
  /** The element focused on open (the safe choice of a question, e.g. "Stay"); the dialog itself otherwise. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

const PLACEMENTS = {
  side: 'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-xl border-l',
  center: 'm-auto max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] max-w-none rounded-xl border',
} as const;

/**
 * The one modal dialog, on the native <dialog> element (showModal: the page behind is inert, the
 * dialog sits in the top layer), rendered while mounted. Focus moves into it, Tab stays inside,
 * Escape and a click on the backdrop close it, and focus returns to the element that opened it.
 * Where showModal is missing (jsdom) it opens with the `open` attribute and behaves the same.
 */
export function Dialog({
  title,
  onClose,
  children,
  placement = 'side',
  fallbackFocus,
  describedBy,
  initialFocus,
}: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    (initialFocus?.current ?? panel.current)?.focus();
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
      // The fallback is read at close time on purpose: the list may have re-rendered meanwhile.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = opener?.isConnected ? opener : fallbackFocus?.current;
      target?.focus();
    };
    // Focus is taken once on open and given back once on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's cancel, so the caller decides whether it closes.
      event.preventDefault();
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

  // The panel fills the dialog box, so a click whose target is the <dialog> itself landed on its backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The keyboard way to the backdrop's action is Escape, handled in onKeyDown.
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      className={`${PLACEMENTS[placement]} overflow-y-auto border-border bg-surface p-0 text-fg shadow-xl backdrop:bg-scrim`}
    >
      <div ref={panel} tabIndex={-1} className="min-h-full p-5 focus-visible:outline-2 focus-visible:outline-ring">
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
    </dialog>
  );
}

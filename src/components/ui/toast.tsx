import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** How long a toast stays (unless the pointer rests on it or focus is in it). */
export const TOAST_MS = 6_000;

/** The classes of a toast's box and of the region that places it, shared with the Undo toast. */
export const TOAST_REGION_CLASSES =
  'pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6';
export const TOAST_CLASSES =
  'pointer-events-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-inverse px-4 py-3 text-sm text-inverse-fg shadow-lg';
export const TOAST_DISMISS_CLASSES = 'ml-auto rounded px-2 py-1 text-base leading-none hover:bg-inverse-fg/15';

export type ToastTone = 'info' | 'success' | 'danger';

interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

const ToastContext = createContext<((message: string, tone?: ToastTone) => void) | null>(null);

/** Shows a short message for a few seconds, e.g. `toast('Copied the invoice link.')`. */
export function useToast(): (message: string, tone?: ToastTone) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider>');
  return show;
}

const DOTS: Record<ToastTone, string> = { info: 'bg-info', success: 'bg-success', danger: 'bg-danger' };

let nextId = 0;

/**
 * One toast at a time in a polite live region that is always in the page (screen readers only
 * announce changes to a region that already existed). The time stops while the pointer rests on
 * it or focus is in it (WCAG 2.2.1); a new toast replaces the previous one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [held, setHeld] = useState(false);
  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    nextId += 1;
    setToast({ id: nextId, message, tone });
  }, []);

  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, held]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        className={TOAST_REGION_CLASSES}
      >
        {toast ? (
          <div key={toast.id} className={TOAST_CLASSES}>
            <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOTS[toast.tone]}`} />
            <span className="min-w-0 break-words">{toast.message}</span>
            <button
              type="button"
              aria-label="Dismiss"
              className={TOAST_DISMISS_CLASSES}
              onClick={() => {
                setToast(null);
                setHeld(false);
              }}
            >
              ×
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

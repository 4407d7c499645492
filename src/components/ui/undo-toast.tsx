import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from './button';
import { TOAST_CLASSES, TOAST_DISMISS_CLASSES, TOAST_REGION_CLASSES } from './toast';
import { describeStorageError } from '@/lib/db/storage-errors';

/** How long Undo stays offered (unless a keyboard user is on it, or the pointer rests on it). */
export const UNDO_WINDOW_MS = 10_000;

export interface UndoRequest {
  readonly message: string;
  readonly undo: () => Promise<void>;
  /** Where focus goes if it is inside the toast when the toast closes. */
  readonly focusAfter?: () => HTMLElement | null;
}

interface Offer extends UndoRequest {
  readonly id: number;
}

const UndoContext = createContext<((request: UndoRequest) => void) | null>(null);

/** Offers Undo for a removal, e.g. `offerUndo({ message: 'Removed the row.', undo: () => restore(row) })`. */
export function useOfferUndo(): (request: UndoRequest) => void {
  const offer = useContext(UndoContext);
  if (!offer) throw new Error('useOfferUndo needs an <UndoToastProvider>');
  return offer;
}

function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // No :focus-visible support: treat focus as deliberate and keep the offer.
  }
}

/**
 * One status toast at a time with an Undo button, for ~10 s. Focus moves to Undo (the removed
 * row's buttons are gone); the time stops while the pointer rests on the toast or a keyboard
 * user is on it (WCAG 2.2.1). A new removal replaces the previous offer, which becomes final.
 */
export function UndoToastProvider({ children }: { children: ReactNode }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [note, setNote] = useState('');
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [busy, setBusy] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const nextId = useRef(0);

  const show = useCallback((request: UndoRequest) => {
    nextId.current += 1;
    setOffer({ ...request, id: nextId.current });
    setNote('');
  }, []);

  const close = useCallback((after: Offer | null, text: string) => {
    if (region.current?.contains(document.activeElement)) after?.focusAfter?.()?.focus();
    setOffer(null);
    setKeyboardFocus(false);
    setNote(text);
  }, []);

  useEffect(() => {
    if (offer) undoButton.current?.focus();
  }, [offer]);

  useEffect(() => {
    if (!offer || hovered || keyboardFocus || busy) return;
    const timer = setTimeout(() => close(offer, ''), UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [offer, hovered, keyboardFocus, busy, close]);

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), UNDO_WINDOW_MS / 2);
    return () => clearTimeout(timer);
  }, [note]);

  const undo = async (current: Offer) => {
    setBusy(true);
    try {
      await current.undo();
      close(current, 'Restored.');
    } catch (error) {
      const { title, message } = describeStorageError(error);
      close(current, `Could not undo. ${title}: ${message}`);
    } finally {
      setBusy(false);
    }
  };

  const text = offer ? offer.message : note;
  return (
    <UndoContext.Provider value={show}>
      {children}
      <div
        ref={region}
        role="status"
        aria-live="polite"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => setKeyboardFocus(isKeyboardFocus(event.target))}
        onBlur={() => setKeyboardFocus(false)}
        className={TOAST_REGION_CLASSES}
      >
        {text ? (
          <div className={TOAST_CLASSES}>
            <span className="min-w-0 break-words">{text}</span>
            {offer ? (
              <button
                ref={undoButton}
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => void undo(offer)}
                disabled={busy}
              >
                Undo
              </button>
            ) : null}
            <button
              type="button"
              aria-label="Dismiss"
              className={TOAST_DISMISS_CLASSES}
              onClick={() => close(offer, '')}
            >
              ×
            </button>
          </div>
        ) : null}
      </div>
    </UndoContext.Provider>
  );
}

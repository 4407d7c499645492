import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';

export interface MenuItem {
  readonly label: string;
  readonly onSelect: () => void;
  readonly disabled?: boolean;
  /** Destructive actions ("Delete") read in the danger colour; they still confirm or offer Undo. */
  readonly tone?: 'danger';
  /** The id of the element that says why an item is disabled (aria-describedby). */
  readonly describedBy?: string;
}

export interface MenuProps {
  /** The button's accessible name, naming the row: "Actions for invoice INV-12". */
  readonly label: string;
  readonly items: readonly MenuItem[];
  /** Visible text on the button; an ellipsis icon when left out. */
  readonly buttonText?: string;
}

const GAP_PX = 4;

/**
 * A row's actions behind one button (the ARIA menu button pattern): Enter, Space or ArrowDown open
 * it on the first item, ArrowUp on the last; arrows, Home and End move; Escape or Tab close it and
 * focus returns to the button. The list is positioned `fixed` so a scrolling table never clips it,
 * and rendered at the end of the document (or of the open modal dialog, which sits in the top layer)
 * so no ancestor with a transform or containment (a virtual table's row) moves or clips it.
 */
export function Menu({ label, items, buttonText }: MenuProps) {
  const menuId = useId();
  const buttonId = `${menuId}-button`;
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState<CSSProperties>({});
  const [host, setHost] = useState<HTMLElement | null>(null);
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  const openAt = (index: number) => {
    // Outside any transformed row (a virtual table) so `position: fixed` means the viewport, but
    // inside the open dialog or the page's main landmark, so its items stay in a landmark (axe).
    setHost(button.current?.closest('dialog') ?? button.current?.closest<HTMLElement>('main') ?? document.body);
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // Below the button, or above it when the list would run past the bottom of the window.
  const place = useCallback(() => {
    if (!button.current) return;
    const rect = button.current.getBoundingClientRect();
    const right = Math.max(window.innerWidth - rect.right, GAP_PX);
    const height = list.current?.offsetHeight ?? 0;
    const fitsBelow = rect.bottom + GAP_PX + height <= window.innerHeight || rect.top - GAP_PX - height < 0;
    setPosition(
      fitsBelow ? { top: rect.bottom + GAP_PX, right } : { bottom: window.innerHeight - rect.top + GAP_PX, right },
    );
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, host, place]);

  useEffect(() => {
    // Without scrolling the page: the list follows the button, but the jump would be needless.
    if (open) list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus({ preventScroll: true });
  }, [open, active, host]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // A scroll (of the page or of the table around the button) moves the list with its button; a
    // scroll event can arrive just after opening (from bringing the button into view), so it must
    // not close the menu. A resize closes it.
    const onScroll = () => place();
    const onResize = () => close(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open, place]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? (enabled[0] ?? 0) : (enabled[enabled.length - 1] ?? 0));
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.indexOf(active);
    const move: Record<string, number | undefined> = {
      ArrowDown: enabled[(at + 1) % enabled.length],
      ArrowUp: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    if (event.key in move) {
      event.preventDefault();
      setActive(move[event.key] ?? active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // A menu inside a dialog closes, not the dialog.
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonText ? undefined : label}
        title={buttonText ? undefined : label}
        onClick={() => (open ? close(false) : openAt(enabled[0] ?? 0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {buttonText ?? (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <circle cx="4" cy="10" r="1.6" />
            <circle cx="10" cy="10" r="1.6" />
            <circle cx="16" cy="10" r="1.6" />
          </svg>
        )}
      </button>
      {open && host
        ? createPortal(
            <div
              ref={list}
              id={menuId}
              role="menu"
              aria-labelledby={buttonId}
              onKeyDown={onListKeyDown}
              style={position}
              className="fixed z-50 min-w-40 rounded-lg border border-border bg-surface-raised py-1 shadow-lg"
            >
              {items.map((item, index) => (
                <button
                  key={item.label}
                  type="button"
                  role="menuitem"
                  tabIndex={index === active ? 0 : -1}
                  disabled={item.disabled}
                  aria-disabled={item.disabled ? true : undefined}
                  aria-describedby={item.describedBy}
                  onClick={() => select(item)}
                  onMouseEnter={() => !item.disabled && setActive(index)}
                  className={`block w-full px-3 py-1.5 text-left text-sm whitespace-nowrap hover:bg-surface-muted focus:bg-surface-muted focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${item.tone === 'danger' ? 'text-danger' : 'text-fg'}`}
                >
                  {item.label}
                </button>
              ))}
            </div>,
            host,
          )
        : null}
    </>
  );
}

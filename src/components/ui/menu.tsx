import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';

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
 * focus returns to the button. The list is positioned `fixed` so a scrolling table never clips it.
 */
export function Menu({ label, items, buttonText }: MenuProps) {
  const menuId = useId();
  const buttonId = `${menuId}-button`;
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState<CSSProperties>({});
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const rect = button.current.getBoundingClientRect();
    setPosition({ top: rect.bottom + GAP_PX, right: Math.max(window.innerWidth - rect.right, GAP_PX) });
  }, [open]);

  useEffect(() => {
    if (open) list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // The list is placed against the button once; when the page moves under it, it closes.
    const onMove = () => close(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onMove);
    window.addEventListener('scroll', onMove, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [open]);

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
      {open ? (
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
        </div>
      ) : null}
    </>
  );
}

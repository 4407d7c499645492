import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import type { MenuItem } from './menu';

const GAP_PX = 4;

interface MenuListProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly items: readonly MenuItem[];
  /** Indexes of the enabled items, in order. */
  readonly enabled: readonly number[];
  readonly active: number;
  readonly setActive: (index: number) => void;
  /** The menu's button, which the list is placed against. */
  readonly anchor: HTMLElement;
  readonly host: HTMLElement;
  readonly close: (returnFocus: boolean) => void;
  readonly select: (item: MenuItem) => void;
}

/**
 * An open menu's list: mounted only while the menu is open, so a closed menu (one per row of a
 * long table) costs its button alone, with no listeners or effects.
 */
export function MenuList({
  id,
  labelledBy,
  items,
  enabled,
  active,
  setActive,
  anchor,
  host,
  close,
  select,
}: MenuListProps) {
  const list = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<CSSProperties>({});

  // Below the button, or above it when the list would run past the bottom of the window.
  const place = useCallback(() => {
    const rect = anchor.getBoundingClientRect();
    const right = Math.max(window.innerWidth - rect.right, GAP_PX);
    const height = list.current?.offsetHeight ?? 0;
    const fitsBelow = rect.bottom + GAP_PX + height <= window.innerHeight || rect.top - GAP_PX - height < 0;
    setPosition(
      fitsBelow ? { top: rect.bottom + GAP_PX, right } : { bottom: window.innerHeight - rect.top + GAP_PX, right },
    );
  }, [anchor]);

  useLayoutEffect(() => {
    place();
  }, [host, place]);

  useEffect(() => {
    // Without scrolling the page: the list follows the button, but the jump would be needless.
    list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus({ preventScroll: true });
  }, [active, host]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !anchor.contains(target)) close(false);
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
  }, [anchor, close, place]);

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

  return createPortal(
    <div
      ref={list}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
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
  );
}

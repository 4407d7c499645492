import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MenuList } from './menu-list';

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

// The ellipsis is a glyph drawn by CSS, not an SVG: a closed menu is one element, which matters
// in a long table where every row that scrolls into view brings one. Text (unlike a background
// image) stays visible in forced-colours mode.
const DOTS = "before:block before:w-5 before:text-center before:text-base before:leading-5 before:content-['⋯']";

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
  const [active, setActive] = useState(0);
  // Where the open list is rendered and the button it hangs from; null while closed.
  const [at, setAt] = useState<{ host: HTMLElement; anchor: HTMLElement } | null>(null);
  const open = at !== null;
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  const openAt = (index: number) => {
    // Outside any transformed row (a virtual table) so `position: fixed` means the viewport, but
    // inside the open dialog or the page's main landmark, so its items stay in a landmark (axe).
    const anchor = button.current;
    if (!anchor) return;
    setAt({ host: anchor.closest('dialog') ?? anchor.closest<HTMLElement>('main') ?? document.body, anchor });
    setActive(index);
  };
  const close = useCallback((returnFocus: boolean) => {
    setAt(null);
    if (returnFocus) button.current?.focus();
  }, []);
  const select = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? (enabled[0] ?? 0) : (enabled[enabled.length - 1] ?? 0));
    }
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
        className={`inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring ${buttonText ? '' : DOTS}`}
      >
        {buttonText}
      </button>
      {at ? (
        <MenuList
          id={menuId}
          labelledBy={buttonId}
          items={items}
          enabled={enabled}
          active={active}
          setActive={setActive}
          anchor={at.anchor}
          host={at.host}
          close={close}
          select={select}
        />
      ) : null}
    </>
  );
}

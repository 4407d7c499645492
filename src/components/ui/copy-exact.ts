import type { ClipboardEvent } from 'react';

/**
 * A copy handler that puts `exact` on the clipboard when what is copied lies within the element
 * (selected text inside it, or nothing selected while it has focus); a selection reaching beyond the
 * element, e.g. a whole table row, is copied as the browser would.
 */
export function copyExact(exact: string) {
  return (event: ClipboardEvent<HTMLElement>) => {
    const element = event.currentTarget;
    const selection = window.getSelection();
    const inside =
      selection && !selection.isCollapsed
        ? element.contains(selection.anchorNode) && element.contains(selection.focusNode)
        : document.activeElement === element;
    if (!inside) return;
    event.clipboardData.setData('text/plain', exact);
    event.preventDefault();
  };
}

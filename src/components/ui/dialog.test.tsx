import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New bill
      </button>
      {open ? (
        <Dialog
          title="New bill"
          placement="center"
          describedBy="bill-help"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <p id="bill-help">Bills you owe a vendor.</p>
          <input aria-label="Vendor" />
          <button type="button">Save</button>
        </Dialog>
      ) : null}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'New bill' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'New bill' }) };
}

describe('Dialog', () => {
  it('is a native modal dialog named by its title and described by its text', () => {
    render(<Opener />);
    const { dialog } = open();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bills you owe a vendor.',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside, wrapping both ways', () => {
    render(<Opener />);
    const { dialog } = open();
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to its opener', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const { opener } = open();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Vendor' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not on one inside', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const { dialog } = open();
    fireEvent.click(screen.getByText('Bills you owe a vendor.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its Close button', () => {
    render(<Opener />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialog initial focus', () => {
  it('focuses the element asked for instead of the dialog', () => {
    function Question() {
      const stay = useRef<HTMLButtonElement>(null);
      return (
        <Dialog title="Leave without saving?" placement="center" initialFocus={stay} onClose={() => {}}>
          <button type="button">Leave</button>
          <button ref={stay} type="button">
            Stay
          </button>
        </Dialog>
      );
    }
    render(<Question />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
  });
});

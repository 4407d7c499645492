import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

function setup() {
  const rename = vi.fn();
  const archive = vi.fn();
  const remove = vi.fn();
  render(
    <Menu
      label="Actions for Cash"
      items={[
        { label: 'Rename', onSelect: rename },
        { label: 'Archive', onSelect: archive, disabled: true },
        { label: 'Delete', onSelect: remove, tone: 'danger' },
      ]}
    />,
  );
  return { button: screen.getByRole('button', { name: 'Actions for Cash' }), rename, archive, remove };
}

describe('Menu', () => {
  it('is a button that says it opens a menu, closed at first', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is one element while closed (a row in a long table brings no icon nodes and no listeners)', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    const { button } = setup();
    expect(button.childElementCount).toBe(0);
    expect(button.parentElement?.querySelectorAll('*')).toHaveLength(1);
    expect(listen.mock.calls.filter(([type]) => type === 'pointerdown')).toHaveLength(0);
    fireEvent.click(button);
    expect(listen.mock.calls.filter(([type]) => type === 'pointerdown')).toHaveLength(1);
    listen.mockRestore();
  });

  it('opens on click with focus on the first item, labelled by its button', () => {
    const { button } = setup();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Actions for Cash' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Rename' }));
  });

  it('moves with arrows, Home and End, skipping disabled items and wrapping', () => {
    const { button } = setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Rename');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Rename');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Delete');
  });

  it('opens on the last item with ArrowUp', () => {
    const { button } = setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Delete');
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs the chosen action once, closes and returns focus', () => {
    const { button, remove, rename } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(rename).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the pointer goes down outside it', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('describes a disabled item by the element that says why', () => {
    render(
      <>
        <p id="why">Only an Admin can approve.</p>
        <Menu
          label="Actions"
          items={[{ label: 'Reject', disabled: true, describedBy: 'why', onSelect: () => undefined }]}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const item = screen.getByRole('menuitem', { name: 'Reject' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.getAttribute('aria-describedby')).toBe('why');
  });

  it('renders its list outside a transformed row (a virtual table), or inside the open dialog it sits in', () => {
    render(
      <div data-testid="row" style={{ transform: 'translateY(40px)', contain: 'strict' }}>
        <Menu label="Actions for row" items={[{ label: 'Reverse', onSelect: vi.fn() }]} />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for row' }));
    const menu = screen.getByRole('menu', { name: 'Actions for row' });
    expect(screen.getByTestId('row').contains(menu)).toBe(false);
    expect(menu.parentElement).toBe(document.body);

    render(
      <main data-testid="main">
        <div style={{ transform: 'translateY(40px)' }}>
          <Menu label="Actions in main" items={[{ label: 'Rename', onSelect: vi.fn() }]} />
        </div>
      </main>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions in main' }));
    expect(screen.getByRole('menu', { name: 'Actions in main' }).parentElement).toBe(screen.getByTestId('main'));

    render(
      <dialog open data-testid="dialog">
        <Menu label="Actions in dialog" items={[{ label: 'Rename', onSelect: vi.fn() }]} />
      </dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions in dialog' }));
    expect(screen.getByRole('menu', { name: 'Actions in dialog' }).parentElement).toBe(screen.getByTestId('dialog'));
  });

  it('stays open when the page scrolls (it follows its button) and closes on a resize', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.scroll(window);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent(window, new Event('resize'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

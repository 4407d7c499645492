import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast } from './toast';

function Trigger({ message }: { message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(message, 'success')}>
      Copy link
    </button>
  );
}

function setup() {
  render(
    <ToastProvider>
      <Trigger message="Copied the invoice link." />
    </ToastProvider>,
  );
  return screen.getByRole('status');
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has a polite live region in the page before anything is said', () => {
    const region = setup();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('says the message in the region and goes after a few seconds', () => {
    const region = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(region.textContent).toContain('Copied the invoice link.');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(region.textContent).toBe('');
  });

  it('stays while the pointer rests on it, and can be dismissed', () => {
    const region = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(TOAST_MS * 3));
    expect(region.textContent).toContain('Copied the invoice link.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region.textContent).toBe('');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './amount';

const NBSP = '\u00a0';

function copyFrom(element: HTMLElement): { data: string | null; prevented: boolean } {
  let data: string | null = null;
  const event = new Event('copy', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { setData: (_type: string, value: string) => (data = value) } });
  element.dispatchEvent(event);
  return { data, prevented: event.defaultPrevented };
}

describe('Amount', () => {
  it('shows the readable value and the exact one as its title', () => {
    render(<Amount units="1767458793756191" asset={18} symbol="ETH" locale="en-US" />);
    const amount = screen.getByText('0.001767 ETH');
    expect(amount.title).toBe(`0.001767458793756191${NBSP}ETH`);
    expect(amount.className).toContain('tabular-nums');
  });

  it('shows the exact value while focused, and the short one again after', () => {
    render(<Amount units={1n} asset={18} symbol="ETH" locale="en-US" />);
    const amount = screen.getByText('<0.000001 ETH');
    expect(amount.tabIndex).toBe(0);
    fireEvent.focus(amount);
    expect(amount.textContent).toBe(`0.000000000000000001${NBSP}ETH`);
    fireEvent.blur(amount);
    expect(amount.textContent).toBe(`<0.000001${NBSP}ETH`);
  });

  it('is not a tab stop when nothing is hidden', () => {
    render(<Amount units={1_500_000n} asset={6} symbol="USDC" locale="en-US" />);
    expect(screen.getByText('1.5 USDC').hasAttribute('tabindex')).toBe(false);
  });

  it('copies the exact decimal when its text is selected', () => {
    render(<Amount units="1767458793756191" asset={18} symbol="ETH" locale="en-US" />);
    const amount = screen.getByText('0.001767 ETH');
    const range = document.createRange();
    range.selectNodeContents(amount);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    expect(copyFrom(amount)).toEqual({ data: '0.001767458793756191', prevented: true });
  });

  it('copies the exact decimal when focused with nothing selected', () => {
    render(<Amount units={1n} asset={18} locale="en-US" />);
    const amount = screen.getByText('<0.000001');
    window.getSelection()!.removeAllRanges();
    amount.focus();
    expect(copyFrom(amount).data).toBe('0.000000000000000001');
  });

  it('leaves a selection reaching beyond it to the browser', () => {
    render(
      <p data-testid="row">
        Paid <Amount units={1n} asset={18} locale="en-US" /> today
      </p>,
    );
    const row = screen.getByTestId('row');
    const range = document.createRange();
    range.selectNodeContents(row);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    expect(copyFrom(screen.getByText('<0.000001'))).toEqual({ data: null, prevented: false });
  });
});

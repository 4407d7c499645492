import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ParseAmountResult } from '@/lib/money/parse-amount';
import { AmountInput } from './amount-input';

const USDC = { symbol: 'USDC', decimals: 6 };

function Harness({ onParsed, error }: { onParsed?: (parsed: ParseAmountResult) => void; error?: string }) {
  const [text, setText] = useState('');
  return (
    <AmountInput
      label="Amount"
      asset={USDC}
      locale="en-US"
      value={text}
      error={error}
      onChange={(next, parsed) => {
        setText(next);
        onParsed?.(parsed);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('is a textbox named by its label, described by the asset symbol, with a decimal keypad', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['USDC']);
  });

  it('reads what is typed as exact base units of the asset', () => {
    const onParsed = vi.fn();
    render(<Harness onParsed={onParsed} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1,234.5' } });
    expect(onParsed).toHaveBeenLastCalledWith({ ok: true, units: 1_234_500_000n });
  });

  it('shows its reading error once the field is left, not while typing', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '1.1234567' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(ids[1]!)?.textContent).toBe(
      'USDC has 6 decimals: use at most 6 digits after the point',
    );
  });

  it('shows the form error over its own reading', () => {
    render(<Harness error="More than the balance" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('More than the balance')).toBeTruthy();
  });
});

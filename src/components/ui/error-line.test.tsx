import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorLine, ErrorMessage } from './error-line';
import { StatusLine } from './status-line';

describe('ErrorLine', () => {
  it('is an alert region present before its message, so the message is announced', () => {
    const { rerender } = render(<ErrorLine message={null} />);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    rerender(<ErrorLine message="Stopped: the wallet refused." />);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region.textContent).toBe('Stopped: the wallet refused.');
    expect(region.className).toContain('text-danger');
  });
});

describe('ErrorMessage', () => {
  it('is read in place (no live role) and can describe a control by its id', () => {
    render(
      <>
        <input aria-label="Receiver" aria-describedby="receiver-problem" />
        <ErrorMessage id="receiver-problem">Not a valid address</ErrorMessage>
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Receiver' }).getAttribute('aria-describedby')).toBe('receiver-problem');
    expect(screen.getByText('Not a valid address').className).toContain('text-danger');
  });
});

describe('StatusLine', () => {
  it('is a polite status whose danger tone only changes its colour', () => {
    render(<StatusLine message="The signature does not match" tone="danger" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.className).toContain('text-danger');
  });
});

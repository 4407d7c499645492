import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts for danger (role alert) with its title, words and actions', () => {
    render(
      <Alert tone="danger" title="Could not save" actions={<button type="button">Retry</button>}>
        Storage is full.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not saveStorage is full.Retry');
    expect(alert.className).toContain('bg-danger-soft');
  });

  it('is a note for info and warning unless told otherwise', () => {
    render(
      <>
        <Alert tone="warning">Prices are missing for 3 days.</Alert>
        <Alert tone="info" role="status">
          Saved.
        </Alert>
      </>,
    );
    expect(screen.getByRole('note').textContent).toBe('Prices are missing for 3 days.');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a decorative mark before the words without changing the name read out', () => {
    render(
      <Alert tone="info" role="status" icon={<span aria-hidden="true">*</span>}>
        Waiting for the transaction
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('*Waiting for the transaction');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

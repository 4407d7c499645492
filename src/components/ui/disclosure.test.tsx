import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('starts closed with its summary visible and opens on the summary', () => {
    render(
      <Disclosure summary="Advanced">
        <p>CID profile</p>
      </Disclosure>,
    );
    const details = screen.getByText('Advanced').closest('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Advanced');
    fireEvent.click(screen.getByText('Advanced'));
    expect(details.open).toBe(true);
  });

  it('can start open', () => {
    render(
      <Disclosure summary="Advanced" defaultOpen>
        <p>CID profile</p>
      </Disclosure>,
    );
    expect(screen.getByText('Advanced').closest('details')!.open).toBe(true);
  });

  it('with lazy, renders its content only once opened, and keeps it when closed again', async () => {
    render(
      <Disclosure summary="Chart data" lazy>
        <table aria-label="Daily closing balances" />
      </Disclosure>,
    );
    const summary = screen.getByText('Chart data');
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    fireEvent.click(summary);
    expect(await screen.findByRole('table', { name: 'Daily closing balances' })).toBeDefined();
    fireEvent.click(summary);
    expect(summary.closest('details')!.open).toBe(false);
    expect(screen.getByRole('table', { hidden: true })).toBeDefined();
  });
});

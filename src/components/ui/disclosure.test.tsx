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
});

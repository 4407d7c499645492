import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, Status } from './badge';

describe('Badge and Status', () => {
  it('carry their meaning in words, the colour only decorating', () => {
    render(
      <>
        <Badge tone="danger">Overdue</Badge>
        <Status tone="success">Confirmed</Status>
      </>,
    );
    expect(screen.getByText('Overdue').className).toContain('text-danger');
    const status = screen.getByText('Confirmed').parentElement!;
    expect(status.textContent).toBe('Confirmed');
    expect(status.querySelector('[aria-hidden="true"]')?.className).toContain('bg-success');
  });
});

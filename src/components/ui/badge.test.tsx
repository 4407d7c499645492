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

  it('lets a long status wrap in a narrow column when asked, with the same words and dot', () => {
    render(
      <>
        <Status tone="warning">Pending</Status>
        <Status tone="success" wrap>
          Confirmed · 12 confirmations
        </Status>
      </>,
    );
    const single = screen.getByText('Pending').parentElement!;
    const wrapped = screen.getByText('Confirmed · 12 confirmations').parentElement!;
    expect(single.className).toContain('whitespace-nowrap');
    expect(wrapped.className).toContain('whitespace-normal');
    expect(wrapped.className).not.toContain('whitespace-nowrap');
    expect(wrapped.querySelector('[aria-hidden="true"]')?.className).toContain('bg-success');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventChip } from './event-chip';

describe('EventChip', () => {
  it('is a button named by time, title and status (not by colour alone)', () => {
    render(<EventChip time="09:00" title="Invoice INV-7 due" status="Overdue" tone="danger" />);
    const chip = screen.getByRole('button', { name: '09:00, Invoice INV-7 due, Overdue' });
    expect(chip.getAttribute('type')).toBe('button');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title, at the heading level asked for', () => {
    render(
      <Card title="Balances" level={3} actions={<button type="button">Refresh</button>}>
        <p>Three accounts</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balances' });
    expect(screen.getByRole('heading', { level: 3, name: 'Balances' })).toBeTruthy();
    expect(region.textContent).toContain('Three accounts');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('is a plain box without a title (no landmark)', () => {
    render(<Card>Body</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Body').className).toContain('rounded-xl');
  });

  it('is a region named by its label when untitled', () => {
    render(<Card label="CSV import">Preview</Card>);
    expect(screen.getByRole('region', { name: 'CSV import' }).textContent).toBe('Preview');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading, with its description and actions', () => {
    render(
      <Section title="Bills" description="What you owe vendors." actions={<button type="button">New bill</button>}>
        <p>List</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Bills' });
    expect(screen.getByRole('heading', { level: 2, name: 'Bills' })).toBeTruthy();
    expect(region.textContent).toContain('What you owe vendors.');
    expect(region.contains(screen.getByRole('button', { name: 'New bill' }))).toBe(true);
  });
});

import { createRef } from 'react';
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

  it('hands its heading out, focusable by script only, when asked for it', () => {
    const heading = createRef<HTMLHeadingElement>();
    render(
      <Section title="Team members" headingRef={heading}>
        <p>List</p>
      </Section>,
    );
    expect(heading.current).toBe(screen.getByRole('heading', { name: 'Team members' }));
    expect(heading.current?.getAttribute('tabindex')).toBe('-1');
    heading.current?.focus();
    expect(document.activeElement).toBe(heading.current);
  });
});

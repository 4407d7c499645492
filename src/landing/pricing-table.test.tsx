import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PricingTable } from './pricing-table';

function card(planName: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: planName });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${planName}`);
  return item;
}

describe('PricingTable', () => {
  it('shows yearly prices by default', () => {
    render(<PricingTable />);
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', false);
    expect(card('Starter').textContent).toContain('$79/month');
    expect(card('Professional').textContent).toContain('$249/month');
    expect(card('Starter').textContent).toContain('Billed yearly: $948 per year');
    expect(card('Professional').textContent).toContain('Billed yearly: $2,988 per year');
    expect(card('Enterprise').textContent).toContain('Custom');
    expect(card('Enterprise').textContent).not.toContain('$');
  });

  it('labels the yearly option "Save 20%"', () => {
    render(<PricingTable />);
    expect(screen.getByRole('radio', { name: 'Yearly Save 20%' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeDefined();
  });

  it('switches to monthly prices and back', () => {
    render(<PricingTable />);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);
    expect(card('Starter').textContent).toContain('$99/month');
    expect(card('Professional').textContent).toContain('$299/month');
    expect(card('Starter').textContent).toContain('Billed monthly');
    expect(card('Enterprise').textContent).toContain('Custom');
    expect(screen.getByText('Prices in US dollars per month, billed monthly.')).toBeDefined();

    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(card('Starter').textContent).toContain('$79/month');
    expect(card('Professional').textContent).toContain('$249/month');
  });

  it('marks Professional as most popular, and only it', () => {
    render(<PricingTable />);
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(card('Professional')).getByText('Most popular')).toBeDefined();
  });

  it('lists every inclusion and links each plan to its next step', () => {
    render(<PricingTable />);
    const starter = within(card('Starter'));
    for (const item of [
      'Up to 100 transactions per month',
      'Basic analytics dashboard',
      'Email support',
      '2 user accounts',
    ]) {
      expect(starter.getByText(item)).toBeDefined();
    }
    expect(starter.getByRole('link', { name: 'Start with Starter' }).getAttribute('href')).toBe('/login');
    expect(
      within(card('Professional')).getByRole('link', { name: 'Start with Professional' }).getAttribute('href'),
    ).toBe('/login');
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toBe(
      '#contact',
    );
  });

  it('server-renders the yearly prices with the toggle disabled until hydration', () => {
    const html = renderToString(<PricingTable />);
    expect(html).toContain('$79');
    expect(html).toContain('$249');
    expect(html).not.toContain('$99');
    expect(html).toMatch(/<fieldset disabled="">/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TopBar } from './top-bar';

const SECTION_HREFS = [
  ['Home', '#home'],
  ['Services', '#services'],
  ['Features', '#features'],
  ['Pricing', '#pricing'],
  ['Contact', '#contact'],
];

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function smallScreenMenu(): HTMLElement {
  const nav = document.getElementById('site-nav');
  if (!nav) throw new Error('no #site-nav');
  return nav;
}

describe('TopBar', () => {
  afterEach(() => scrollTo(0));

  it('links the five sections and sends both buttons to /login', () => {
    render(<TopBar />);
    // The same list twice: inline on large screens, the disclosure menu on small ones
    // (CSS displays exactly one of them).
    const navs = screen.getAllByRole('navigation', { name: 'Main' });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).toEqual(SECTION_HREFS);
    }
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('changes style only once scrolled more than 20 px', () => {
    const { container } = render(<TopBar />);
    const header = container.querySelector('header');
    expect(header?.dataset.scrolled).toBe('false');
    scrollTo(20);
    expect(header?.dataset.scrolled).toBe('false');
    const topClasses = header?.className;
    scrollTo(21);
    expect(header?.dataset.scrolled).toBe('true');
    expect(header?.className).not.toBe(topClasses);
    expect(header?.className).toContain('shadow-md');
    scrollTo(20);
    expect(header?.dataset.scrolled).toBe('false');
    expect(header?.className).toBe(topClasses);
  });

  it('starts scrolled when the page loads below the threshold', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    const { container } = render(<TopBar />);
    expect(container.querySelector('header')?.dataset.scrolled).toBe('true');
  });

  it('opens and closes the small-screen menu as a disclosure', () => {
    render(<TopBar />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = smallScreenMenu();
    const menu = within(nav);
    expect(button.getAttribute('aria-controls')).toBe('site-nav');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('hidden')).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('hidden')).toBe(false);

    // Following a section link closes the menu.
    fireEvent.click(menu.getByRole('link', { name: 'Pricing' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('hidden')).toBe(true);

    // Escape closes it and returns focus to the button.
    fireEvent.click(button);
    const contact = menu.getByRole('link', { name: 'Contact' });
    contact.focus();
    fireEvent.keyDown(contact, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // A press outside the bar closes it too.
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('server-renders every link visible, not scrolled, not fixed, the menu button held back', () => {
    const html = renderToString(<TopBar />);
    expect(html).toContain('data-scrolled="false"');
    for (const [, href] of SECTION_HREFS) expect(html).toContain(`href="${href}"`);
    expect(html.match(/href="\/login"/g)).toHaveLength(2);
    const header = /<header[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(header).toContain('absolute');
    expect(header).not.toContain('fixed');
    const smallScreenNav = /<nav id="site-nav"[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(smallScreenNav).toContain('w-full');
    expect(smallScreenNav).not.toContain('hidden');
    expect(html).toMatch(/<button[^>]*class="[^"]*\binvisible\b/);
  });
});

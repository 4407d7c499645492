import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionalLazy } from './optional-lazy';

function Part({ name }: { name: string }) {
  return <p>History of {name}</p>;
}

describe('optionalLazy', () => {
  it('shows nothing when its chunk fails, keeps the page around it, and loads again on its next mount', async () => {
    let calls = 0;
    const Optional = optionalLazy<{ name: string }>(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Part;
    });
    const first = render(
      <main>
        <h1>Vendors</h1>
        <Optional name="Acme" />
      </main>,
    );
    await screen.findByRole('heading', { name: 'Vendors' });
    await expect.poll(() => calls).toBe(1);
    expect(screen.queryByText(/History of/)).toBeNull();
    first.unmount();

    render(<Optional name="Acme" />);
    expect(await screen.findByText('History of Acme')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

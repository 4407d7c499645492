import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarData } from '@/lib/calendar/calendar-read';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { DayProjection } from '@/platform/features/calendar/model/projected-cash';
import { CalendarToolbar } from './calendar-toolbar';
import { ProjectionLines } from './projection-lines';

const ETH = { key: '1:native', chainId: 1, symbol: 'ETH', decimals: 18, asset: 'native' };
const E = 10n ** 17n;
const PROJECTION: DayProjection = {
  asset: ETH,
  week: '2026-11-23',
  cash: 123n * E,
  lower80: 91n * E,
  upper80: 152n * E,
};

function toolbar(cash: boolean, onCash = vi.fn()) {
  render(
    <MemoryRouter>
      <CalendarToolbar
        db={{} as WorkspaceDb}
        data={{} as CalendarData}
        view="month"
        day="2026-11-01"
        today="2026-11-27"
        zone="Europe/Berlin"
        companyZone="Europe/Berlin"
        browserZone="Europe/Berlin"
        onGo={vi.fn()}
        onNew={vi.fn()}
        cash={cash}
        onCash={onCash}
      />
    </MemoryRouter>,
  );
  return onCash;
}

describe('the projected-cash toggle', () => {
  it('is off by default, says where the forecast comes from, and links to SBI’s Forecast tab', () => {
    const onCash = toolbar(false);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Projected cash' });
    expect(box.checked).toBe(false);
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/SBI’s weekly cash forecast/);
    expect(screen.getByRole('link', { name: 'SBI’s Forecast tab' }).getAttribute('href')).toBe(
      '/platform/sbi?tab=forecast',
    );
    fireEvent.click(box);
    expect(onCash).toHaveBeenCalledWith(true);
  });

  it('turns off again', () => {
    const onCash = toolbar(true);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Projected cash' });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(onCash).toHaveBeenCalledWith(false);
  });
});

describe('a day’s projected cash line', () => {
  it('shows the value and its range, reads as words, and keeps the exact value on hover', () => {
    render(<ProjectionLines list={[PROJECTION]} />);
    const line = screen.getByRole('listitem');
    expect(line.textContent).toBe('Projected cash ETH ≈ 12.3 (, range 9.1– to 15.2)');
    const spoken = [...line.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join('');
    expect(spoken.replace(/\s+/g, ' ')).toBe('Projected cash ETH 12.3, range 9.1 to 15.2');
    expect(screen.getByText('12.3').title).toBe('12.3');
  });

  it('shows nothing without a projection', () => {
    const { container } = render(<ProjectionLines list={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

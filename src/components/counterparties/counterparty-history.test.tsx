import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamEngine } from '@/lib/team/load-team';
import type { TeamDevice } from '@/lib/team/team-device';
import { setTeamStatus } from '@/lib/team/team-status';
import { CounterpartyHistory } from './counterparty-history';

const entry = {
  field: 'email',
  kept: 'billing@acme.test',
  lost: 'accounts@acme.test',
  device: `0x${'ab'.repeat(32)}`,
  member: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  at: '2026-03-01T10:00:00.000Z',
};

afterEach(() => act(() => setTeamStatus({ kind: 'off' })));

describe('CounterpartyHistory', () => {
  it('shows nothing in a single-browser workspace', () => {
    const { container } = render(<CounterpartyHistory id="v1" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the record’s losing values, by the form’s field names, while the team workspace runs here', async () => {
    const listeners: (() => void)[] = [];
    const device = { subscribe: (listener: () => void) => (listeners.push(listener), () => undefined) };
    const readRecordHistory = vi.fn().mockResolvedValue([entry]);
    act(() =>
      setTeamStatus({
        kind: 'running',
        device: device as unknown as TeamDevice,
        engine: { readRecordHistory } as unknown as TeamEngine,
        error: null,
      }),
    );
    render(<CounterpartyHistory id="v1" />);
    fireEvent.click(await screen.findByText('History: 1 concurrent edit'));
    const row = screen.getByRole('row', { name: /E-mail/ });
    expect(row.textContent).toContain('accounts@acme.test');
    expect(readRecordHistory).toHaveBeenCalledWith(device, 'counterparties', 'v1');
    readRecordHistory.mockResolvedValue([]);
    await act(async () => listeners.forEach((listener) => listener()));
    expect(screen.queryByText(/concurrent edit/)).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeamEngine } from '@/lib/team/load-team';
import type { TeamDevice } from '@/lib/team/team-device';
import { TeamBackupExport } from './team-backup-export';

const downloads = vi.hoisted(() => [] as { text: string; fileName: string }[]);
vi.mock('@/lib/files/download', () => ({
  downloadText: (text: string, fileName: string) => downloads.push({ text, fileName }),
}));

const device = { workspaceId: `0x${'ab'.repeat(32)}` } as unknown as TeamDevice;

describe('TeamBackupExport', () => {
  it('downloads the team backup and says what it holds', async () => {
    const engine = { teamBackupText: async () => ({ text: '{"format":"x"}', records: 7, skipped: 0 }) };
    render(<TeamBackupExport device={device} engine={engine as unknown as TeamEngine} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download team backup' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/^Saved ledgerline-team-abababab-\d{4}-\d{2}-\d{2}\.json: 7 records/);
    expect(downloads).toEqual([{ text: '{"format":"x"}', fileName: expect.stringMatching(/^ledgerline-team-/) }]);
  });

  it('says why when the backup cannot be written', async () => {
    const engine = {
      teamBackupText: async () => {
        throw new Error('The database is closed');
      },
    };
    render(<TeamBackupExport device={device} engine={engine as unknown as TeamEngine} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download team backup' }));
    expect((await screen.findByText('The database is closed')).closest('[role]')?.textContent).toContain(
      'The team backup could not be written',
    );
  });
});

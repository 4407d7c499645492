import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamTxProgress as Progress } from '@/lib/team/team-send';
import { clearTeamTxs, reportTeamTx, TEAM_TX_SHOWN } from '@/lib/team/team-tx-status';
import { TeamTxProgress } from './team-tx-progress';

const HASH = `0x${'ab'.repeat(32)}`;

function head(key: string, step: Progress['step']): Progress {
  return {
    key,
    write: 'publishHead',
    chainId: 31337,
    title: 'Head',
    label: 'the head publication',
    step,
    link: { text: 'View the transaction', what: 'Head published' },
  };
}

afterEach(() => act(() => clearTeamTxs()));

describe('the team workspace’s transactions', () => {
  it('follows each send in the kit’s progress, with its Success page link once nothing runs', () => {
    render(<TeamTxProgress />);
    expect(screen.queryByRole('list', { name: 'Team workspace transactions' })).toBeNull();
    act(() => reportTeamTx(head('a', { phase: 'pending', hash: HASH })));
    const list = screen.getByRole('list', { name: 'Team workspace transactions' });
    expect(list.textContent).toContain('Head: Pending: waiting for the head publication to be mined…');
    expect(screen.queryByRole('link', { name: 'View the transaction' })).toBeNull();
    act(() => reportTeamTx(head('a', { phase: 'done', hash: HASH, blockNumber: 12 })));
    expect(list.textContent).toContain('Head: Mined in block 12');
    expect(screen.getByRole('link', { name: 'View the transaction' }).getAttribute('href')).toContain(HASH);
  });

  it('keeps the latest sends only, each line updated in place', () => {
    render(<TeamTxProgress />);
    act(() => {
      for (let index = 0; index <= TEAM_TX_SHOWN; index += 1) reportTeamTx(head(`k${index}`, { phase: 'signing' }));
      reportTeamTx(head(`k${TEAM_TX_SHOWN}`, { phase: 'failed', message: 'The wallet said no.', hash: null }));
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(TEAM_TX_SHOWN);
    expect(items.at(-1)?.textContent).toBe('Head: The wallet said no.');
  });
});

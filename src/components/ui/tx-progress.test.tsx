import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TxStep } from '@/lib/chain/tx-steps';
import { TxProgress } from './tx-progress';

const HASH = `0x${'cd'.repeat(32)}`;

function show(step: TxStep, running: boolean) {
  return render(
    <TxProgress
      label="Deployment progress"
      chainId={31337}
      from="/platform/utility"
      running={running}
      lines={[
        {
          key: 'Registry',
          title: 'Registry',
          label: 'the Registry deployment',
          step,
          link: { text: 'Registry transaction details', what: 'Deployed Registry' },
        },
      ]}
    />,
  );
}

describe('TxProgress', () => {
  it('says the step in words and marks the line with its key and phase', () => {
    show({ phase: 'pending', hash: HASH }, true);
    const line = within(screen.getByRole('list', { name: 'Deployment progress' })).getByRole('listitem');
    expect(line.dataset.step).toBe('Registry');
    expect(line.dataset.phase).toBe('pending');
    expect(line.textContent).toBe('Registry: Pending: waiting for the Registry deployment to be mined…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a line with a hash to its Success page once the run is over', () => {
    show({ phase: 'done', hash: HASH, blockNumber: 3 }, false);
    const link = screen.getByRole('link', { name: 'Registry transaction details' });
    expect(link.getAttribute('href')).toContain(HASH);
  });
});

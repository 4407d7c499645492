import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '@/components/ui/page-frame';
import { PageNoticesContext } from '@/components/ui/page-notices';
import { renderShellPageNotices } from './page-notices';

describe('the shell page notices', () => {
  it('ask a page that needs an account to connect a wallet while none is connected', () => {
    render(
      <PageNoticesContext value={renderShellPageNotices}>
        <PageFrame title="Company" needsAccount />
      </PageNoticesContext>,
    );
    expect(screen.getByRole('status').textContent).toContain("Connect your wallet to open this company's workspace");
  });

  it('say nothing on a page that needs no account', () => {
    render(
      <PageNoticesContext value={renderShellPageNotices}>
        <PageFrame title="Dashboard" />
      </PageNoticesContext>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWorkspace, currentWorkspace } from '@/lib/db/workspace-session';
import { readCidProfile } from '@/lib/ipfs/pinning-settings';
import { PinningSettingsSection } from './pinning-settings';

// The wallet session, reduced to what the section reads: the account.
vi.mock('@/lib/wallet/use-wallet', () => ({
  useWallet: () => ({ status: 'connected', account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }),
}));

afterEach(async () => {
  const db = currentWorkspace();
  closeWorkspace();
  await db?.delete();
});

describe('PinningSettingsSection: default CID profile', () => {
  it("starts at kubo's default and saves another in the workspace, where Storage reads it", async () => {
    const view = render(<PinningSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Storage CID profile' });
    const select = within(form).getByLabelText('Default CID profile for new documents') as HTMLSelectElement;
    expect(select.value).toBe('kubo');
    fireEvent.change(select, { target: { value: 'unixfs-v1-2025' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save CID profile' }));
    await within(form).findByText(
      'Storage adds new documents with this profile unless you choose another when adding.',
    );
    expect(await readCidProfile(currentWorkspace()!)).toBe('unixfs-v1-2025');
    // The pinning endpoints' form is still there beside it, untouched.
    expect(screen.getByRole('form', { name: 'Storage pinning' })).toBeTruthy();
    // Opened again later, the form starts at the saved profile (read from the workspace).
    view.unmount();
    render(<PinningSettingsSection />);
    const again = await screen.findByRole('form', { name: 'Storage CID profile' });
    await waitFor(() =>
      expect((within(again).getByLabelText('Default CID profile for new documents') as HTMLSelectElement).value).toBe(
        'unixfs-v1-2025',
      ),
    );
  });
});

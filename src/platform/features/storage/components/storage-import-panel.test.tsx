import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveCidProfile } from '@/lib/ipfs/pinning-settings';
import { freshStore } from '@/lib/ipfs/test-store.testing';
import { ImportPanel } from './storage-import-panel';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('ImportPanel: CID profile', () => {
  it("starts at kubo's default when none is saved", async () => {
    render(<ImportPanel store={freshStore()} account={ACCOUNT} />);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add to storage' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByLabelText('CID profile') as HTMLSelectElement).value).toBe('kubo');
  });

  it("starts at the workspace's saved default, and a profile chosen here stays chosen when the default changes", async () => {
    const store = freshStore();
    await saveCidProfile(store.db, 'unixfs-v1-2025');
    const { container } = render(<ImportPanel store={store} account={ACCOUNT} />);
    // The panel's ids are fixed (one panel per page): two panels are told apart by their containers.
    const select = container.querySelector('select#storage-profile') as HTMLSelectElement;
    expect(select.labels?.[0]?.textContent).toContain('CID profile');
    await waitFor(() => expect(select.value).toBe('unixfs-v1-2025'));
    await saveCidProfile(store.db, 'kubo'); // changed in Utility (another tab): followed until one is chosen here
    await waitFor(() => expect(select.value).toBe('kubo'));
    fireEvent.change(select, { target: { value: 'unixfs-v1-2025' } });
    await saveCidProfile(store.db, 'kubo');
    await saveCidProfile(store.db, 'unixfs-v1-2025');
    await saveCidProfile(store.db, 'kubo');
    // A second panel that chose nothing shows when the last default has been delivered; only then is
    // the first one's unchanged choice worth checking.
    const second = render(<ImportPanel store={store} account={ACCOUNT} />);
    await waitFor(() =>
      expect((second.container.querySelector('select#storage-profile') as HTMLSelectElement).value).toBe('kubo'),
    );
    expect(select.value).toBe('unixfs-v1-2025');
  });
});

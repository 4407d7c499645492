import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_FALLBACK_MS, markPageRendered, pageHasRendered, resetPageRendered } from './page-rendered';
import { useSyncEngine } from './use-sync-engine';

const { start, stop } = vi.hoisted(() => {
  const stop = vi.fn();
  return { stop, start: vi.fn(() => stop) };
});
vi.mock('./start-for-session', () => ({ startSyncForSession: start }));
vi.mock('@/lib/wallet/use-wallet', () => ({ useWallet: () => ({ account: '0xabc', chainId: 31337 }) }));
vi.mock('@/lib/wallet/wallet-store', () => ({ getWalletProvider: () => null }));

function Shell() {
  useSyncEngine();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetPageRendered();
  start.mockClear();
  stop.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSyncEngine', () => {
  it('starts the engine only after the first page has rendered', async () => {
    render(<Shell />);
    await vi.advanceTimersByTimeAsync(ENGINE_FALLBACK_MS - 100);
    expect(start).not.toHaveBeenCalled();
    markPageRendered();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start).toHaveBeenCalledWith('0xabc', null);
  });

  it('starts at once (when idle) when a page has already rendered', async () => {
    markPageRendered();
    render(<Shell />);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('starts anyway when no page renders (a failed page chunk must not stop the sync)', async () => {
    render(<Shell />);
    expect(pageHasRendered()).toBe(false);
    await vi.advanceTimersByTimeAsync(ENGINE_FALLBACK_MS);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('never starts when the session ends first, and stops a started engine on unmount', async () => {
    const first = render(<Shell />);
    first.unmount();
    markPageRendered();
    await vi.advanceTimersByTimeAsync(ENGINE_FALLBACK_MS * 2);
    expect(start).not.toHaveBeenCalled();
    const second = render(<Shell />);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    second.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

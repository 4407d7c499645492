// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoPublishQuietMs, publishOnLeaving, startWhenPossible } from './team-runner';
import { getTeamStatus } from './team-status';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('publishing by itself', () => {
  it('waits a quiet time on every network: short on the local chain, longer elsewhere to batch saves', () => {
    expect(autoPublishQuietMs(31337)).toBe(1500);
    expect(autoPublishQuietMs(8453)).toBe(10_000);
    expect(autoPublishQuietMs(1)).toBeGreaterThan(autoPublishQuietMs(31337));
  });

  it('publishes when the page is left or hidden, not when it comes back, and stops when asked', () => {
    const device = { leave: vi.fn().mockResolvedValue(undefined) };
    const stop = publishOnLeaving(device);
    setVisibility('hidden');
    expect(device.leave).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(device.leave).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(device.leave).toHaveBeenCalledTimes(2);
    stop();
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(device.leave).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed publication on leaving from escaping', async () => {
    const device = { leave: vi.fn().mockRejectedValue(new Error('offline')) };
    const stop = publishOnLeaving(device);
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(device.leave).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('starting when the page loaded offline', () => {
  it('shows why a start failed, tries again when the browser is back online, and runs once it starts', async () => {
    const started = { engine: {}, device: {} } as unknown as Awaited<ReturnType<typeof startWhenPossible>>;
    const begin = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(started);
    const result = startWhenPossible(begin, new AbortController().signal);
    await vi.waitFor(() => expect(getTeamStatus()).toMatchObject({ kind: 'failed' }));
    expect(getTeamStatus()).toEqual({
      kind: 'failed',
      error: 'Failed to fetch dynamically imported module (trying again)',
    });
    window.dispatchEvent(new Event('online'));
    expect(await result).toBe(started);
    expect(begin).toHaveBeenCalledTimes(2);
  });

  it('stops trying when the session ends', async () => {
    const controller = new AbortController();
    const begin = vi.fn().mockRejectedValue(new Error('offline'));
    const result = startWhenPossible(begin, controller.signal);
    await vi.waitFor(() => expect(begin).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(result).rejects.toThrow('The team workspace was stopped');
    expect(begin).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoPublishQuietMs, publishOnLeaving } from './team-runner';

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollPasses } from './poll-passes';

afterEach(() => vi.useRealTimers());

describe('pollPasses', () => {
  it('runs a pass every interval, reports a failed one and goes on, and stops at once on abort', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const errors: unknown[] = [];
    let passes = 0;
    const loop = pollPasses(
      controller.signal,
      1000,
      async () => {
        passes += 1;
        if (passes === 2) throw new Error('node down');
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(passes).toBe(3);
    expect(errors).toEqual([new Error('node down')]);
    controller.abort();
    await loop;
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toBe(3);
  });

  it('leaves no abort listener behind from the waits that ended on their own', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, 'addEventListener');
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const loop = pollPasses(controller.signal, 10, async () => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(add.mock.calls.length - remove.mock.calls.length).toBeLessThanOrEqual(1);
    expect(add.mock.calls.length).toBeGreaterThan(5);
    controller.abort();
    await loop;
  });
});

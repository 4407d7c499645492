import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWait } from './poll-wait';

describe('pollWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('waits the poll interval when nothing wakes it', async () => {
    const wait = pollWait(60_000, new AbortController().signal);
    const next = wait.next();
    expect(await settled(next)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled(next)).toBe(true);
  });

  it('ends a wait at a notification', async () => {
    const wait = pollWait(60_000, new AbortController().signal);
    const next = wait.next();
    wait.wake();
    expect(await settled(next)).toBe(true);
  });

  it('keeps a notification that came while the follower was reading: the next wait ends at once, only once', async () => {
    const wait = pollWait(60_000, new AbortController().signal);
    wait.wake();
    wait.wake();
    expect(await settled(wait.next())).toBe(true);
    expect(await settled(wait.next())).toBe(false);
  });

  it('ends at once when the follower stops', async () => {
    const controller = new AbortController();
    const wait = pollWait(60_000, controller.signal);
    const next = wait.next();
    controller.abort();
    expect(await settled(next)).toBe(true);
    expect(await settled(wait.next())).toBe(true);
  });
});

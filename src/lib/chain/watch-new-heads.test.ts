// newHeads over anvil's WebSocket (anvil serves ws on its HTTP port), including a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startAnvil, type Anvil } from '../../../scripts/lib/anvil.mjs';
import { watchNewHeads } from './watch-new-heads';
import type { Head } from './rpc-schemas';

let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil();
});
afterAll(() => anvil?.stop());

/** A queue of events a test can await one by one (no sleeps: the event itself is the signal). */
function eventQueue<T>() {
  const items: T[] = [];
  const waiters: Array<(item: T) => void> = [];
  return {
    push(item: T) {
      const waiter = waiters.shift();
      if (waiter) waiter(item);
      else items.push(item);
    },
    next(): Promise<T> {
      const item = items.shift();
      return item !== undefined ? Promise.resolve(item) : new Promise((resolve) => waiters.push(resolve));
    },
  };
}

describe('watchNewHeads', () => {
  it('announces each mined block and resubscribes after the node restarts', async () => {
    const heads = eventQueue<Head>();
    const subscribed = eventQueue<true>();
    const errors: string[] = [];
    const stop = watchNewHeads(anvil.rpcUrl.replace(/^http/, 'ws'), heads.push, {
      onError: (e) => errors.push(e.reason),
      onSubscribed: () => subscribed.push(true),
      reconnectDelayMs: 20,
    });
    try {
      await subscribed.next();
      await rpc(anvil.rpcUrl, 'evm_mine');
      const first = await heads.next();
      expect(first).toMatchObject({ number: 1, parentHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });

      const port = anvil.port;
      await anvil.stop();
      anvil = await startAnvil({ port });
      await subscribed.next();
      await rpc(anvil.rpcUrl, 'evm_mine');
      const again = await heads.next();
      expect(again.number).toBe(1);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it('refuses a URL that is not a WebSocket', () => {
    expect(() => watchNewHeads('https://rpc.example/key', () => {})).toThrow(
      'Not a WebSocket URL: https://rpc.example',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('readAhead', () => {
  it('yields every item in order with at most `window` loads under way', async () => {
    const loads = [0, 1, 2, 3, 4, 5].map(() => deferred<string>());
    const started: number[] = [];
    const reading = readAhead([0, 1, 2, 3, 4, 5], (i) => (started.push(i), loads[i]!.promise), 3);
    const first = reading.next();
    expect(started).toEqual([0, 1, 2]);
    loads[2]!.resolve('c'); // Out of order: still yielded third.
    loads[0]!.resolve('a');
    expect((await first).value).toEqual([0, 'a']);
    const second = reading.next();
    expect(started).toEqual([0, 1, 2, 3]);
    loads[1]!.resolve('b');
    expect((await second).value).toEqual([1, 'b']);
    for (const i of [3, 4, 5]) loads[i]!.resolve(String(i));
    const rest: unknown[] = [];
    for await (const entry of reading) rest.push(entry);
    expect(rest).toEqual([
      [2, 'c'],
      [3, '3'],
      [4, '4'],
      [5, '5'],
    ]);
  });

  it('reports a failed load at its turn, after the items before it', async () => {
    const seen: number[] = [];
    const failing = readAhead([1, 2, 3], async (i) => {
      if (i === 2) throw new Error('block 2 is missing');
      return i;
    });
    await expect(
      (async () => {
        for await (const [, value] of failing) seen.push(value);
      })(),
    ).rejects.toThrow('block 2 is missing');
    expect(seen).toEqual([1]);
  });

  // Vitest fails the run on an unhandled rejection: this test fails if the unread failure escaped.
  it('leaves no unhandled rejection when the reader stops before a failed load', async () => {
    const started: number[] = [];
    const reading = readAhead([1, 2, 3], async (i) => {
      started.push(i);
      if (i === 3) throw new Error('never read');
      return i;
    });
    for await (const [item] of reading) if (item === 1) break;
    expect(started).toEqual([1, 2, 3]);
  });
});

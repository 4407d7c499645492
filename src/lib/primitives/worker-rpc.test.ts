import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerClient } from './worker-rpc';

/** A stand-in for a module worker: answers doubled numbers, refuses negatives, in the RPC's shape. */
class FakeWorker extends EventTarget {
  terminated = false;
  postMessage({ id, request }: { id: number; request: number }): void {
    const data = request < 0 ? { id, error: 'negative' } : { id, response: request * 2, workerMs: 1 };
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data })));
  }
  terminate(): void {
    this.terminated = true;
  }
}

const options = (start: () => Worker) => ({
  start,
  inPlace: (n: number) => n * 3,
  name: 'test',
  measure: (n: number) => `test-worker:${n}`,
});

afterEach(() => vi.unstubAllGlobals());

describe('workerClient', () => {
  it('runs in place without Worker support', async () => {
    expect(await workerClient(options(() => new FakeWorker() as unknown as Worker)).call(2)).toBe(6);
  });

  it('matches answers by id, measures the time in the worker, and passes a failure on', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const measured: string[] = [];
    vi.spyOn(performance, 'measure').mockImplementation((name: string) => {
      measured.push(name);
      return undefined as unknown as PerformanceMeasure;
    });
    const client = workerClient(options(() => new FakeWorker() as unknown as Worker));
    expect(await Promise.all([client.call(1), client.call(5)])).toEqual([2, 10]);
    expect(measured).toEqual(['test-worker:1', 'test-worker:5']);
    await expect(client.call(-1)).rejects.toThrow('negative');
  });

  it('refuses what is still pending when closed', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const worker = new FakeWorker();
    worker.postMessage = () => undefined;
    const client = workerClient(options(() => worker as unknown as Worker));
    const pending = client.call(1);
    client.close();
    await expect(pending).rejects.toThrow('closed');
    expect(worker.terminated).toBe(true);
  });
});

// A page's side of the insights worker (SBI and the Dashboard): one worker per page, answers matched by id, only the
// newest request's answer kept. Without Worker support (unit tests) the engine runs in place.
import { runInsights, type InsightsResult } from './run-insights';
import type { InsightInputs } from './types';

export interface InsightsClient {
  run(inputs: InsightInputs): Promise<InsightsResult>;
  close(): void;
}

type Reply = { id: number; result?: InsightsResult; workerMs?: number; error?: string };

/** Starts the insights worker (a module worker: the CSP allows `worker-src 'self' blob:`). */
export function createInsightsClient(): InsightsClient {
  if (typeof Worker === 'undefined') return { run: async (inputs) => runInsights(inputs), close: () => undefined };
  const worker = new Worker(new URL('./insights.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (r: InsightsResult) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.addEventListener('message', (event: MessageEvent<Reply>) => {
    const waiter = pending.get(event.data.id);
    if (!waiter) return;
    pending.delete(event.data.id);
    const { workerMs } = event.data;
    // An `sbi-worker` measure (DevTools' Timings track).
    if (workerMs !== undefined)
      performance.measure('sbi-worker', { start: performance.now() - workerMs, duration: workerMs });
    if (event.data.result) waiter.resolve(event.data.result);
    else waiter.reject(new Error(event.data.error ?? 'The insights worker failed'));
  });
  worker.addEventListener('error', (event) => {
    for (const waiter of pending.values()) waiter.reject(new Error(event.message || 'The insights worker failed'));
    pending.clear();
  });
  return {
    run(inputs) {
      next += 1;
      const id = next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, inputs });
      });
    },
    close() {
      worker.terminate();
      for (const waiter of pending.values()) waiter.reject(new Error('closed'));
      pending.clear();
    },
  };
}

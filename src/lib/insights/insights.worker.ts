// The insights worker: runs the whole engine off the main thread, so the page stays responsive over
// many rows. Nothing leaves the browser: the worker only computes. { id, inputs } in, { id, result, workerMs | error } out.
import { runInsights } from '@/lib/insights/run-insights';
import type { InsightInputs } from '@/lib/insights/types';

self.addEventListener('message', (event: MessageEvent<{ id: number; inputs: InsightInputs }>) => {
  const { id, inputs } = event.data;
  try {
    const started = performance.now();
    const result = runInsights(inputs);
    self.postMessage({ id, result, workerMs: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

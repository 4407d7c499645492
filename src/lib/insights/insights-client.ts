// A page's side of the insights worker (SBI and the Dashboard): one worker per page, over the
// shared worker RPC (lib/primitives/worker-rpc.ts); the caller keeps only the newest request's answer.
import { workerClient, type WorkerClient } from '@/lib/primitives/worker-rpc';
import { runInsights, type InsightsResult } from './run-insights';
import type { InsightInputs } from './types';

export type InsightsClient = WorkerClient<InsightInputs, InsightsResult>;

/** Starts the insights worker; each run is an `sbi-worker` measure. */
export function createInsightsClient(): InsightsClient {
  return workerClient({
    start: () => new Worker(new URL('./insights.worker.ts', import.meta.url), { type: 'module' }),
    inPlace: runInsights,
    name: 'insights',
    measure: () => 'sbi-worker',
  });
}

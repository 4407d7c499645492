// The insights worker: runs the whole engine off the main thread, so the page stays responsive over
// many rows. Nothing leaves the browser: the worker only computes (lib/primitives/worker-rpc.ts).
import { runInsights } from '@/lib/insights/run-insights';
import type { InsightInputs } from '@/lib/insights/types';
import { serveRequests } from '@/lib/primitives/worker-rpc';

serveRequests<InsightInputs>(runInsights);

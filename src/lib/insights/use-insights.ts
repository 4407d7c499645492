// A page's insights (SBI, the Dashboard's top three and forecast band): a live query over the records the engine reads (re-run on any change, in any
// tab), each new read sent to the worker; the newest answer wins. Dismissals show at once (they
// come with the read), the engine's answer follows.
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { CorruptRecord } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readInsightInputs } from '@/lib/insights/insight-store';
import { useWallet } from '@/lib/wallet/use-wallet';
import type { InsightsResult } from '@/lib/insights/run-insights';
import { createInsightsClient } from './insights-client';

export type InsightsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: string }
  | {
      readonly status: 'ready';
      readonly result: InsightsResult;
      readonly dismissed: ReadonlySet<string>;
      readonly corrupt: readonly CorruptRecord[];
      /** A newer read is being worked out. */
      readonly updating: boolean;
    };

type Read = Awaited<ReturnType<typeof readInsightInputs>>;

/** The engine's result over the live workspace. */
export function useInsights(db: WorkspaceDb): InsightsState {
  // The connected account's wallets receive invoices: the flows to come are read as the Dashboard's.
  const account = useWallet().account ?? '';
  const read = useLiveQuery(() => readInsightInputs(db, new Date(), account), [db, account]);
  const client = useMemo(() => createInsightsClient(), []);
  useEffect(() => () => client.close(), [client]);
  const [answer, setAnswer] = useState<{ for: Read; result: InsightsResult } | { for: Read; error: string } | null>(
    null,
  );
  const data = read.status === 'ready' ? read.data : null;
  useEffect(() => {
    if (!data) return;
    let current = true;
    client.call(data.inputs).then(
      (result) => {
        // A transition, as live-query results: the page re-renders with it in slices that yield.
        if (current) startTransition(() => setAnswer({ for: data, result }));
      },
      (error: unknown) => {
        if (current && String(error) !== 'Error: closed') setAnswer({ for: data, error: String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [data, client]);
  if (read.status === 'error') return { status: 'error', error: String(read.error) };
  if (!data || !answer) return { status: 'loading' };
  if ('error' in answer) return { status: 'error', error: answer.error };
  return {
    status: 'ready',
    result: answer.result,
    dismissed: data.dismissed,
    corrupt: data.corrupt,
    updating: answer.for !== data,
  };
}

import { useEffect, useState } from 'react';
import type { RecordHit } from '@/lib/db/search-records';
import { searchWorkspace } from '@/lib/db/search-workspace';
import type { WorkspaceDb } from '@/lib/db/workspace-db';

export type RecordSearch =
  | { readonly status: 'idle' | 'searching' }
  | { readonly status: 'done'; readonly query: string; readonly hits: readonly RecordHit[] }
  | { readonly status: 'error'; readonly message: string };

/** The workspace's records matching `query`, searched again as it changes; a late answer to an older query is dropped. */
export function useRecordSearch(db: WorkspaceDb | null, query: string): RecordSearch {
  const [result, setResult] = useState<{ key: string; search: RecordSearch } | null>(null);
  const key = db ? `${db.name}\u0000${query}` : '';
  useEffect(() => {
    if (!db || !query.trim()) return;
    let current = true;
    searchWorkspace(db, query).then(
      (hits) => {
        if (current) setResult({ key, search: { status: 'done', query, hits } });
      },
      (error: unknown) => {
        if (current)
          setResult({
            key,
            search: { status: 'error', message: error instanceof Error ? error.message : String(error) },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [db, query, key]);
  if (!db || !query.trim()) return { status: 'idle' };
  return result?.key === key ? result.search : { status: 'searching' };
}

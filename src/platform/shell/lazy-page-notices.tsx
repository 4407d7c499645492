import { Suspense, lazy, type ReactNode } from 'react';
import type { PageNeeds } from '@/components/ui/page-notices';

// The notices read the workspace (Dexie): imported lazily, so the database layer stays out of the
// shell's upfront JavaScript. Every page that shows them loads that layer anyway.
const ShellPageNotices = lazy(() => import('./page-notices').then((m) => ({ default: m.ShellPageNotices })));

/** What the shell hands every PageFrame (through PageNoticesContext), loaded with the first page that asks. */
export function renderLazyPageNotices(needs: PageNeeds): ReactNode {
  return (
    <Suspense fallback={null}>
      <ShellPageNotices needs={needs} />
    </Suspense>
  );
}

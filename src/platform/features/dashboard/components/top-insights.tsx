import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { InsightSummary } from '@/lib/insights/types';
import { LINKS } from '@/platform/features/dashboard/model/links';

/** SBI's top insights, computed in the browser; with none yet, a pointer to SBI. */
export function TopInsights({ insights }: { insights: readonly InsightSummary[] }) {
  return (
    <Card title="Top insights">
      {insights.length === 0 ? (
        <EmptyState
          title="No insights yet"
          description="SBI reads the workspace in the browser for forecasts, anomalies and overdue items."
          action={
            <Link className={buttonClasses('secondary')} to={LINKS.sbi}>
              Open SBI
            </Link>
          }
        />
      ) : (
        <ul className="flex list-none flex-col gap-3 p-0">
          {insights.map((insight) => (
            <li key={insight.id}>
              <Link className="font-medium text-link underline" to={insight.href}>
                {insight.title}
              </Link>
              <p className="text-sm text-muted [overflow-wrap:anywhere]">{insight.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

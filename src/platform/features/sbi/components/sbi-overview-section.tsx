import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { Stat } from '@/components/ui/stat';
import type { InsightsResult } from '@/lib/insights/run-insights';
import { runwayFigure } from '@/lib/insights/runway';
import { topInsights } from '@/lib/insights/top-insights';

/** The headline figures and the three insights most worth a look. */
export function OverviewSection({ result, dismissed }: { result: InsightsResult; dismissed: ReadonlySet<string> }) {
  const top = topInsights(result, dismissed);
  const open = result.anomalies.filter((anomaly) => !dismissed.has(anomaly.id));
  const runway = runwayFigure(result.forecasts);
  return (
    <div className="space-y-8">
      <div className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="Open anomalies"
          value={String(open.length)}
          comparison={`${open.filter((anomaly) => anomaly.tone === 'danger').length} serious`}
          link={{ to: '/platform/sbi?tab=anomalies', label: 'See anomalies' }}
        />
        <Stat
          label="Runway"
          value={<span data-testid="runway-value">{runway.text}</span>}
          comparison={`${runway.forecast} of ${runway.assets} assets forecast, from the company’s cash`}
          link={{ to: '/platform/sbi?tab=forecast', label: 'See the forecast' }}
        />
        <Stat
          label="Without a category"
          value={String(result.uncategorised)}
          comparison={`${result.suggestions.length} with a suggestion`}
          link={{ to: '/platform/sbi?tab=categorisation', label: 'See suggestions' }}
        />
      </div>
      <Section title="Worth a look" description={`Worked out on this device from ${result.rowCount} transactions.`}>
        {top.length === 0 ? (
          <EmptyState title="Nothing needs attention" description="No anomaly, no cash risk and no category waiting." />
        ) : (
          <ul className="space-y-3">
            {top.map((item) => (
              <li key={item.id}>
                <Card title={item.title} level={3}>
                  <p className="break-words">{item.summary}</p>
                  <Link to={item.href} className="mt-2 inline-block text-sm font-medium text-link underline">
                    Open
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

import { Alert } from '@/components/ui/alert';
import { CorruptRecordsNotice } from '@/components/workspace/corrupt-records-notice';
import { StatusLine } from '@/components/ui/status-line';
import { TabPanel } from '@/components/navigation/tabs';
import { useDateSettings } from '@/lib/db/use-date-settings';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { dismissInsight, restoreInsight, saveBuffer } from '@/lib/insights/insight-store';
import { useInsights } from '@/lib/insights/use-insights';
import { AnomaliesSection } from './anomalies-section';
import { CategorisationSection } from './categorisation-section';
import { ForecastSection } from './forecast-section';
import { OverviewSection } from './sbi-overview-section';
import { SBI_TABS } from './sbi-tabs';
import { SpendSection } from './spend-section';

/** SBI over the connected account's workspace: the engine's result, live, in the selected tab. */
export function SbiWorkspace({ db }: { db: WorkspaceDb }) {
  const state = useInsights(db);
  const dates = useDateSettings(db);
  if (state.status === 'loading') return <StatusLine message="Working out insights on this device…" />;
  if (state.status === 'error')
    return <Alert tone="danger">{`Insights could not be worked out: ${state.error}`}</Alert>;
  const { result, dismissed, corrupt } = state;
  const fail = (error: unknown) => console.error(error);
  return (
    <div className="space-y-4">
      <CorruptRecordsNotice corrupt={corrupt} noun="records" />
      <StatusLine message={state.updating ? 'Updating…' : null} />
      <TabPanel tabs={SBI_TABS}>
        {(tab) => {
          switch (tab) {
            case 'forecast':
              return (
                <ForecastSection
                  forecasts={result.forecasts}
                  onBuffer={(key, units) => saveBuffer(db, key, units).catch(fail)}
                />
              );
            case 'anomalies':
              return (
                <AnomaliesSection
                  anomalies={result.anomalies}
                  dismissed={dismissed}
                  onDismiss={(id) => dismissInsight(db, id).catch(fail)}
                  onRestore={(id) => restoreInsight(db, id).catch(fail)}
                  dates={dates}
                />
              );
            case 'spend':
              return <SpendSection breakdowns={result.spendIncome} />;
            case 'categorisation':
              return <CategorisationSection db={db} result={result} />;
            default:
              return <OverviewSection result={result} dismissed={dismissed} />;
          }
        }}
      </TabPanel>
    </div>
  );
}

import { PageFrame } from '@/components/ui/page-frame';
import { TabList } from '@/components/navigation/tabs';
import { useWorkspace } from '@/lib/db/use-workspace';
import { CalendarWorkspace } from './components/calendar-workspace';
import { CALENDAR_VIEWS, VIEW_PARAM } from './model/view-state';

/** Calendar: due dates, schedules and closings from the records, the company's own events, .ics export and import. */
export default function CalendarPage() {
  const { account, db } = useWorkspace();
  return (
    <PageFrame needsAccount subnav={<TabList label="Calendar views" tabs={CALENDAR_VIEWS} param={VIEW_PARAM} />}>
      {account && db ? <CalendarWorkspace key={account} db={db} account={account} /> : null}
    </PageFrame>
  );
}

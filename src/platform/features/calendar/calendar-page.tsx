import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

/** Calendar: the page's title and summary, and what is coming, until its feature is built. */
export default function CalendarPage() {
  return (
    <PageFrame>
      <EmptyState
        level={2}
        title="The calendar is coming"
        description="Every due date and planned payment on one calendar you can export to, or import from, the calendar app you use."
      />
    </PageFrame>
  );
}

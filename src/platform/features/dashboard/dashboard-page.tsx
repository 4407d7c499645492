import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

/** Dashboard: the page's title and summary, and what is coming, until its feature is built. */
export default function DashboardPage() {
  return (
    <PageFrame>
      <EmptyState
        level={2}
        title="The dashboard is coming"
        description="One screen with what needs attention today: what you hold, what is owed to you and by you, and what happened last."
      />
    </PageFrame>
  );
}

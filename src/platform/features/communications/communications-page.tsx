import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

/** Communications: the page's title and summary, and what is coming, until its feature is built. */
export default function CommunicationsPage() {
  return (
    <PageFrame>
      <EmptyState
        level={2}
        title="Communications are coming"
        description="A team feed and each client's and vendor's history in one timeline, with messages you can sign and check."
      />
    </PageFrame>
  );
}

import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

/** SBI: the page's title and summary, and what is coming, until its feature is built. */
export default function SbiPage() {
  return (
    <PageFrame>
      <EmptyState
        level={2}
        title="Insights are coming"
        description="Forecasts and warnings worked out on this device from your own records, so nothing leaves the workspace."
      />
    </PageFrame>
  );
}

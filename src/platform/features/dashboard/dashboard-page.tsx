import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Dashboard: the page's title and summary until its feature is built. */
export default function DashboardPage() {
  return <PagePlaceholder />;
}

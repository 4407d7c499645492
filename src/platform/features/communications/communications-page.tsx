import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Communications: the page's title and summary until its feature is built. */
export default function CommunicationsPage() {
  return <PagePlaceholder />;
}

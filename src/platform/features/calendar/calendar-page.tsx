import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Calendar: the page's title and summary until its feature is built. */
export default function CalendarPage() {
  return <PagePlaceholder />;
}

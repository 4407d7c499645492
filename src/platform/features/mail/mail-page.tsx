import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** Mail: the page's title and summary until its feature is built. */
export default function MailPage() {
  return <PagePlaceholder />;
}

import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** SBI: the page's title and summary until its feature is built. */
export default function SbiPage() {
  return <PagePlaceholder />;
}

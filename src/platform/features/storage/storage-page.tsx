import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Storage: the page's title and summary until its feature is built. */
export default function StoragePage() {
  return <PagePlaceholder />;
}

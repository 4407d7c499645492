import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Vendors: the page's title and summary until its feature is built. */
export default function VendorsPage() {
  return <PagePlaceholder />;
}

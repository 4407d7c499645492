import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Success: the page's title and summary until its feature is built. */
export default function SuccessPage() {
  return <PagePlaceholder />;
}

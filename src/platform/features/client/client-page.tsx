import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Client: the page's title and summary until its feature is built. */
export default function ClientPage() {
  return <PagePlaceholder />;
}

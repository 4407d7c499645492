import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Accounting: the page's title and summary until its feature is built. */
export default function AccountingPage() {
  return <PagePlaceholder />;
}

import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Transactions: the page's title and summary until its feature is built. */
export default function TransactionsPage() {
  return <PagePlaceholder />;
}

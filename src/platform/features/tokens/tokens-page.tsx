import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Tokenization: the page's title and summary until its feature is built. */
export default function TokensPage() {
  return <PagePlaceholder />;
}

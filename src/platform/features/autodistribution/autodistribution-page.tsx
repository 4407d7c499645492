import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** Auto Distribution: the page's title and summary until its feature is built. */
export default function AutoDistributionPage() {
  return <PagePlaceholder />;
}

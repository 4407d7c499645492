import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** My Wallet: the page's title and summary until its feature is built. */
export default function MyWalletPage() {
  return <PagePlaceholder />;
}

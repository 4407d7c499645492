import { PageHeader } from './page-header';
import { usePageMeta } from './page-meta';

/** A page that is not built yet: its title and summary from the route table. */
export function PagePlaceholder() {
  const { title, summary } = usePageMeta();
  return (
    <div className="space-y-6">
      <PageHeader title={title} summary={summary} />
    </div>
  );
}

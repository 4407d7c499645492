import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageFrame } from '@/components/ui/page-frame';
import { parseSuccessParams } from '@/lib/chain/success-url';
import { useWorkspace } from '@/lib/db/use-workspace';
import { SuccessView } from './components/success-view';

/** Success: the outcome of an action, from `?chain=<id>&tx=<hash>[&from=<path>][&what=<text>]`. */
export default function SuccessPage() {
  const [search] = useSearchParams();
  const params = parseSuccessParams(search);
  const { account, db } = useWorkspace();
  return (
    // Without an account the frame says so (the shell's notice), as it shows the workspace's problem.
    <PageFrame needsAccount>
      {!params.ok ? (
        <Alert tone="danger" title="This link does not name a transaction Ledgerline can show." className="max-w-3xl">
          {params.error}
        </Alert>
      ) : account && db ? (
        <SuccessView key={`${params.target.chainId}:${params.target.hash}`} db={db} target={params.target} />
      ) : null}
    </PageFrame>
  );
}

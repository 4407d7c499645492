import { Alert } from '@/components/ui/alert';

/** Shown instead of the workspace while no account is connected (drafts stay in the page). */
export function NoAccountNotice() {
  return (
    <Alert tone="warning" role="status" title="Connect your wallet to open this company's workspace">
      <p>Use the wallet card in the menu. Anything you typed here is kept until then.</p>
    </Alert>
  );
}

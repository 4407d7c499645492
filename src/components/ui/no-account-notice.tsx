/** Shown instead of the workspace while no account is connected (drafts stay in the page). */
export function NoAccountNotice() {
  return (
    <div role="status" className="rounded-lg border border-warning-border bg-warning-soft p-4 text-fg">
      <p className="font-medium">Connect your wallet to open this company&apos;s workspace</p>
      <p className="mt-1 text-sm">Use the wallet card in the menu. Anything you typed here is kept until then.</p>
    </div>
  );
}

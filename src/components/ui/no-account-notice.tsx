/** Shown instead of the workspace while no account is connected (drafts stay in the page). */
export function NoAccountNotice() {
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">Connect your wallet to open this company&apos;s workspace</p>
      <p className="mt-1 text-sm">Use the wallet card in the menu. Anything you typed here is kept until then.</p>
    </div>
  );
}

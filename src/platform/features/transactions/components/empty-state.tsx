import { Link } from 'react-router-dom';

/** What the page says before there is anything to list. */
export function EmptyState({ treasuryCount }: { treasuryCount: number }) {
  return (
    <div
      role="status"
      className="space-y-2 rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700"
    >
      <p className="font-medium">Waiting for the first transaction…</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Transactions of the connected account appear here as soon as they are mined.
        {treasuryCount === 0 ? ' No treasury wallets are watched yet.' : ''}
      </p>
      {treasuryCount === 0 ? (
        <p className="text-sm">
          <Link
            to="/platform/company"
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
          >
            Add treasury wallets in Company
          </Link>
        </p>
      ) : null}
    </div>
  );
}

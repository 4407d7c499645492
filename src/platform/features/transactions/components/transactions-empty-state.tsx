import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState as KitEmptyState } from '@/components/ui/empty-state';

/** What the page says before there is anything to list. */
export function EmptyState({ treasuryCount }: { treasuryCount: number }) {
  return (
    <div role="status">
      <KitEmptyState
        level={2}
        title="Waiting for the first transaction…"
        description={`Transactions of the connected account appear here as soon as they are mined.${
          treasuryCount === 0 ? ' No treasury wallets are watched yet.' : ''
        }`}
        action={
          treasuryCount === 0 ? (
            <Link to="/platform/company" className={buttonClasses('secondary')}>
              Add treasury wallets in Company
            </Link>
          ) : undefined
        }
      />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LINKS } from '@/platform/features/dashboard/model/links';

const ACTIONS = [
  { label: 'New invoice', to: LINKS.invoices },
  { label: 'New bill', to: LINKS.bills },
  { label: 'Send', to: LINKS.send },
  { label: 'New distribution', to: LINKS.newDistribution },
  { label: 'Add a document', to: LINKS.documents },
] as const;

/** Shortcuts to the pages where the common tasks start. */
export function QuickActions() {
  return (
    <Card title="Quick actions">
      <ul className="flex list-none flex-wrap gap-2 p-0">
        {ACTIONS.map((action) => (
          <li key={action.label}>
            <Link className={buttonClasses('secondary')} to={action.to}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

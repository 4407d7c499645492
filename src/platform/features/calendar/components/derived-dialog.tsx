import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { DerivedKind } from '@/lib/calendar/derived-event';
import type { CalendarItem } from '@/platform/features/calendar/model/calendar-items';
import { itemWords } from '@/platform/features/calendar/model/item-words';
import { longDay } from '@/platform/features/calendar/model/zoned-time';
import { useCompanyDates } from '@/lib/db/company-dates';

const OPEN_WORDS: Record<DerivedKind, string> = {
  'invoice-due': 'Open the invoices',
  reminder: 'Open the reminder in Mail',
  'bill-due': 'Open the bills',
  distribution: 'Open Auto Distribution',
  'period-close': 'Open the periods',
  token: 'Open the tokens',
};

/** A derived item: its day, status, and links to its record and to what can be done about it. */
export function DerivedDialog({ item, onClose }: { readonly item: CalendarItem; readonly onClose: () => void }) {
  const { locale } = useCompanyDates();
  const derived = item.derived;
  if (!derived) return null;
  const words = itemWords(item);
  return (
    <Dialog title={derived.title} onClose={onClose} placement="center">
      <div className="grid gap-3">
        <p className="text-sm text-fg">
          {longDay(derived.day, locale)} {words.status ? <Badge tone={words.tone}>{words.status}</Badge> : null}
        </p>
        {derived.detail ? <p className="text-sm text-muted">{derived.detail}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Link className={buttonClasses('secondary')} to={derived.href}>
            {OPEN_WORDS[derived.kind]}
          </Link>
          {derived.actions.map((action) => (
            <Link key={action.label} className={buttonClasses('primary')} to={action.href}>
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </Dialog>
  );
}

import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table } from '@/components/ui/table';
import { mailComposePath } from '@/lib/mail/compose-url';
import { offsetLabel, type DueReminder } from '@/lib/mail/reminders';

/** Mail's payment reminders of open invoices: the last week's (perhaps not sent) and the next 30 days'. */
export function UpcomingReminders({ reminders, today }: { reminders: readonly DueReminder[]; today: string }) {
  return (
    <Card title="Reminders" padding="none">
      <Table
        label="Payment reminders to send"
        rows={reminders.slice(0, 10)}
        rowKey={(r) => `${r.invoiceId}:${r.offset}`}
        rowTestId={() => 'upcoming-reminder'}
        columns={[
          {
            id: 'invoice',
            header: 'Invoice',
            rowHeader: true,
            cell: (r) => (
              <Link className="font-medium text-link underline" to={mailComposePath('reminder', r.invoiceId)}>
                Remind {r.number}
              </Link>
            ),
          },
          {
            id: 'date',
            header: 'Day',
            cell: (r) => (
              <span className="flex flex-wrap items-center gap-1">
                {r.date}
                {r.date < today ? <Badge tone="warning">Past</Badge> : null}
              </span>
            ),
          },
          { id: 'when', header: 'When', cell: (r) => offsetLabel(r.offset) },
        ]}
        empty={
          <EmptyState
            title="No reminders due"
            description="Open invoices are reminded before and after their due date, as set in Mail."
          />
        }
      />
    </Card>
  );
}

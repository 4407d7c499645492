import { Link } from 'react-router-dom';
import { Amount } from '@/components/ui/amount';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table } from '@/components/ui/table';
import type { DatedFlow } from '@/lib/overview/flows-to-come';
import { flowLink } from '@/platform/features/dashboard/model/links';

const KIND = { invoice: 'Invoice', bill: 'Bill', distribution: 'Distribution', recurring: 'Recurring' } as const;

/** What is due next: open invoices (at the client's usual delay), approved bills, scheduled distributions, recurring items. */
export function UpcomingItems({ flows, today }: { flows: readonly DatedFlow[]; today: string }) {
  return (
    <Card title="Upcoming" padding="none">
      <Table
        label="Upcoming invoices, bills, distributions and recurring items"
        rows={flows.slice(0, 10)}
        rowKey={(flow) => `${flow.kind}:${flow.id}`}
        rowTestId={(flow) => `upcoming-${flow.kind}`}
        columns={[
          {
            id: 'what',
            header: 'Item',
            rowHeader: true,
            cell: (flow) => (
              <Link className="font-medium text-link underline" to={flowLink(flow.kind, flow.recordId)}>
                {KIND[flow.kind]}: {flow.label.replace(/^(invoice|bill|distribution) /, '')}
              </Link>
            ),
          },
          {
            id: 'date',
            header: 'Expected',
            cell: (flow) => (
              <span className="flex flex-wrap items-center gap-1">
                {flow.date}
                {flow.dueDate < today ? <Badge tone="danger">Overdue</Badge> : null}
              </span>
            ),
          },
          {
            id: 'amount',
            header: 'Amount',
            numeric: true,
            cell: (flow) => <Amount units={flow.direction === 'out' ? -flow.units : flow.units} asset={flow.asset} />,
          },
        ]}
        empty={
          <EmptyState
            title="Nothing due"
            description="Open invoices, approved bills, scheduled distributions and recurring items show here."
          />
        }
      />
    </Card>
  );
}

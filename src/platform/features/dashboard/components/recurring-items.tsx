import { useState } from 'react';
import { Amount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table } from '@/components/ui/table';
import { UndoToastProvider, useOfferUndo } from '@/components/ui/undo-toast';
import type { RecurringItem } from '@/lib/db/entities/recurring-item';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { Asset } from '@/lib/money/asset';
import { nextOccurrence } from '@/lib/overview/recurring';
import { deleteRecurringItem, saveRecurringItem } from '@/platform/features/dashboard/store/recurring-store';
import { RecurringItemDialog } from './recurring-item-dialog';

const CADENCE = { weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' } as const;

export interface RecurringItemsProps {
  readonly db: WorkspaceDb;
  readonly items: readonly RecurringItem[];
  readonly assets: readonly Asset[];
  readonly counterparties: readonly { id: string; name: string }[];
  readonly today: string;
}

/** The user's recurring items (rent, payroll, retainers): listed, added, edited and deleted here. */
export function RecurringItems(props: RecurringItemsProps) {
  return (
    <UndoToastProvider>
      <RecurringItemsCard {...props} />
    </UndoToastProvider>
  );
}

function RecurringItemsCard({ db, items, assets, counterparties, today }: RecurringItemsProps) {
  const [editing, setEditing] = useState<RecurringItem | 'new' | null>(null);
  const offerUndo = useOfferUndo();
  const remove = async (item: RecurringItem) => {
    await deleteRecurringItem(db, item.id, item.revision);
    offerUndo({
      message: `Deleted ${item.name}.`,
      undo: () => saveRecurringItem(db, item, null).then(() => undefined),
    });
  };
  const rows = [...items].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return (
    <Card
      title="Recurring items"
      padding="none"
      actions={
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add recurring item
        </Button>
      }
    >
      <div id="recurring-items">
        <Table
          label="Recurring items and their next dates"
          rows={rows}
          rowKey={(item) => item.id}
          rowName={(item) => item.name}
          rowLabel={(item) => item.name}
          rowData={(item) => ({ recurring: item.name })}
          rowActions={(item) => [
            { label: 'Edit', onSelect: () => setEditing(item) },
            { label: 'Delete', tone: 'danger', onSelect: () => void remove(item) },
          ]}
          columns={[
            { id: 'name', header: 'Item', rowHeader: true, cell: (item) => item.name },
            { id: 'cadence', header: 'How often', cell: (item) => CADENCE[item.cadence] },
            { id: 'next', header: 'Next', cell: (item) => nextOccurrence(item, today) ?? 'Ended' },
            {
              id: 'amount',
              header: 'Amount',
              numeric: true,
              cell: (item) => (
                <Amount
                  units={item.direction === 'out' ? -BigInt(item.units) : BigInt(item.units)}
                  asset={item.asset}
                />
              ),
            },
          ]}
          empty={
            <EmptyState
              title="No recurring items"
              description="Add rent, payroll or a retainer: the upcoming items, SBI's forecast and the Calendar's projected cash count them."
            />
          }
        />
      </div>
      {editing ? (
        <RecurringItemDialog
          item={editing === 'new' ? null : editing}
          assets={assets}
          counterparties={counterparties}
          today={today}
          onSave={async (item, base) => {
            await saveRecurringItem(db, item, base);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

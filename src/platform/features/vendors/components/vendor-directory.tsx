import { CounterpartyDirectory } from '@/components/counterparties/counterparty-directory';
import { Section } from '@/components/ui/section';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';

/** The vendors (shared counterparties with the vendor role): add, edit, import and export CSV; open bills per vendor. */
export function VendorDirectory({
  db,
  counterparties,
  rows,
}: {
  db: WorkspaceDb;
  counterparties: readonly Counterparty[];
  rows: readonly BillRow[];
}) {
  const open = new Map<string, number>();
  for (const row of rows) if (row.open > 0n) open.set(row.vendorName, (open.get(row.vendorName) ?? 0) + 1);
  return (
    <Section title="Vendor directory">
      <CounterpartyDirectory db={db} role="vendor" counterparties={counterparties} />
      {open.size > 0 ? (
        <p className="text-sm text-muted">
          Open bills: {[...open].map(([name, count]) => `${name} ${count}`).join(', ')}
        </p>
      ) : null}
    </Section>
  );
}

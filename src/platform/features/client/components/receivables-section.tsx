// The Client page's receivables: AR aging per client and asset, the overdue invoices, and a client's
// statement (invoices, payments, running balance). Live: the engine's payments update it in place.
import { useId, useMemo, useState } from 'react';
import { AgingTable } from '@/components/payments/aging-table';
import { StatementTable } from '@/components/payments/statement-table';
import { CONTROL_CLASSES, FormField } from '@/components/ui/form-field';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import { assetId, type Asset } from '@/lib/money/asset';
import type { Settlement } from '@/lib/payments/match';
import { buildStatement } from '@/lib/payments/statement';
import { clientStatementEvents, receivableItems } from '@/platform/features/client/model/receivables';

export interface ReceivablesSectionProps {
  readonly invoices: readonly Invoice[];
  readonly clients: readonly Counterparty[];
  readonly settled: ReadonlyMap<string, Settlement>;
  readonly asOf: string;
}

/** AR aging, overdue invoices and a client's statement. */
export function ReceivablesSection({ invoices, clients, settled, asOf }: ReceivablesSectionProps) {
  const id = useId();
  const [clientId, setClientId] = useState('');
  const items = useMemo(() => receivableItems(invoices, settled), [invoices, settled]);
  const assets = useMemo(() => new Map<string, Asset>(invoices.map((i) => [assetId(i.asset), i.asset])), [invoices]);
  const statement = useMemo(
    () => (clientId ? buildStatement(clientStatementEvents(invoices, clientId, settled)) : null),
    [invoices, clientId, settled],
  );
  const nameOf = (counterpartyId: string) => clients.find((c) => c.id === counterpartyId)?.name ?? 'Unknown client';
  return (
    <div className="space-y-8">
      <AgingTable
        title="Receivables aging"
        counterpartyLabel="Client"
        overdueTitle="Overdue invoices"
        description="Open amounts of sent invoices"
        emptyText="No client owes anything."
        noOverdueText="No invoice is overdue."
        items={items}
        assets={assets}
        nameOf={nameOf}
        asOf={asOf}
      />
      <section aria-labelledby={`${id}-h`} className="space-y-3">
        <h2 id={`${id}-h`} className="text-xl font-semibold">
          Client statement
        </h2>
        <div className="max-w-sm">
          <FormField id={`${id}-client`} label="Statement for">
            {(control) => (
              <select
                {...control}
                className={CONTROL_CLASSES}
                value={clientId}
                onChange={(e) => setClientId(e.target.value)}
              >
                <option value="">Choose a client</option>
                {clients.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {statement ? (
          <StatementTable
            title="Client statement"
            documentsColumn="Invoiced"
            emptyText="No issued invoices or payments for this client."
            statement={statement}
            assets={assets}
          />
        ) : null}
      </section>
    </div>
  );
}

// The Client page's receivables: AR aging per client and asset with the overdue invoices, and a
// client's statement (invoices, payments, running balance, and its closing balance in the company's
// currency as the books hold it). Live: the engine's payments update them.
import { useMemo, useState } from 'react';
import { AgingTable } from '@/components/payments/aging-table';
import { StatementTable } from '@/components/payments/counterparty-statement-table';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { usePartyClosing } from '@/lib/ledger/store/party-books';
import { assetId, type Asset } from '@/lib/money/asset';
import type { Settlement } from '@/lib/payments/match';
import { buildStatement } from '@/lib/payments/counterparty-statement';
import { clientStatementEvents, receivableCredits, receivableItems } from '@/lib/payments/receivables';

export interface ReceivablesProps {
  readonly invoices: readonly Invoice[];
  readonly clients: readonly Counterparty[];
  readonly settled: ReadonlyMap<string, Settlement>;
  readonly asOf: string;
}

const assetsOf = (invoices: readonly Invoice[]) =>
  new Map<string, Asset>(invoices.map((i) => [assetId(i.asset), i.asset]));

/** AR aging per client and asset, and the overdue invoices. */
export function ReceivablesAging({ invoices, clients, settled, asOf }: ReceivablesProps) {
  const items = useMemo(() => receivableItems(invoices, settled), [invoices, settled]);
  const credits = useMemo(() => receivableCredits(invoices, settled), [invoices, settled]);
  const assets = useMemo(() => assetsOf(invoices), [invoices]);
  return (
    <AgingTable
      title="Receivables aging"
      counterpartyLabel="Client"
      overdueTitle="Overdue invoices"
      description="Open amounts of sent invoices"
      emptyText="No client owes anything."
      noOverdueText="No invoice is overdue."
      items={items}
      credits={credits}
      creditLabel="Client credit"
      assets={assets}
      nameOf={(id) => clients.find((c) => c.id === id)?.name ?? 'Unknown client'}
      asOf={asOf}
    />
  );
}

/**
 * One client's statement: issued invoices, payments and the running balance per asset, closing on its
 * balance in the company's currency (its share of Accounts receivable in the books).
 */
export function ClientStatement({
  db,
  invoices,
  clients,
  settled,
}: Omit<ReceivablesProps, 'asOf'> & { readonly db: WorkspaceDb }) {
  const [clientId, setClientId] = useState('');
  const assets = useMemo(() => assetsOf(invoices), [invoices]);
  const statement = useMemo(
    () => (clientId ? buildStatement(clientStatementEvents(invoices, clientId, settled)) : null),
    [invoices, clientId, settled],
  );
  const closing = usePartyClosing(db, clientId ? `client:${clientId}` : '', [...(statement?.balances.keys() ?? [])]);
  return (
    <Section
      title="Client statement"
      description="A client's issued invoices and payments, and what is owed per asset."
    >
      <div className="max-w-sm">
        <Select
          label="Statement for"
          placeholder="Choose a client"
          options={clients.map((c) => ({ value: c.id, label: c.name }))}
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
        />
      </div>
      {statement ? (
        <StatementTable
          title="Client statement"
          documentsColumn="Invoiced"
          emptyText="No issued invoices or payments for this client."
          statement={statement}
          assets={assets}
          creditWord="client credit"
          closing={{ state: closing, owedOn: 'debit', controlAccount: 'Accounts receivable' }}
        />
      ) : null}
    </Section>
  );
}

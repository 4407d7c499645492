// The Client page's content: invoices (list, editor, the printable invoice with its actions) and the
// client directory. Everything is a live view; the engine's payments update the statuses in place.
import { useMemo, useState } from 'react';
import { CounterpartyDirectory } from '@/components/counterparties/counterparty-directory';
import { Button } from '@/components/ui/button';
import { withBase } from '@/config/paths';
import { buildAddressBook } from '@/lib/chain/address-book';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { assetId } from '@/lib/money/asset';
import { useWallet } from '@/lib/wallet/use-wallet';
import {
  assetOptions,
  invoiceSuggestions,
  ourWallets,
  payeeOptions,
  settlements,
} from '@/platform/features/client/model/client-view';
import { emptyLine, valuesOf, type InvoiceValues } from '@/platform/features/client/model/invoice-form';
import { invoiceView } from '@/platform/features/client/model/invoice-status';
import { createInvoice, updateDraft } from '@/platform/features/client/store/invoice-store';
import { invoicePayLink } from '@/platform/features/client/store/sign-invoice';
import { useClientData } from '@/platform/features/client/store/use-client-data';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';
import { InvoiceEditor } from './invoice-editor';
import { InvoiceList } from './invoice-list';
import { InvoicePrefixForm } from './invoice-prefix-form';
import { ReceivablesSection } from './receivables-section';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string } | { kind: 'view'; id: string };

const today = () => new Date().toISOString().slice(0, 10);

/** The workspace view of the Client page. */
export function ClientWorkspace({ db }: { db: WorkspaceDb }) {
  const state = useClientData(db);
  const { account, chainId } = useWallet();
  const [tab, setTab] = useState<'invoices' | 'clients' | 'receivables'>('invoices');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const data = state.status === 'ready' ? state.data : null;
  const derived = useMemo(() => {
    if (!data) return null;
    const ours = ourWallets(data.treasury, account, data.payments);
    const settled = settlements(data.invoices, data.payments, data.incoming, ours);
    const views = new Map(
      data.invoices.map((i) => [i.id, invoiceView(i, settled.get(i.id) ?? { status: 'unpaid', open: 0n }, today())]),
    );
    const suggestions = invoiceSuggestions(data.invoices, settled, data.counterparties, data.incoming, data.payments);
    const chains = [...data.treasury.map((w) => w.chainId), ...(chainId ? [chainId] : [])];
    const book = buildAddressBook({
      treasuryWallets: data.treasury,
      teamMembers: data.team,
      counterparties: data.counterparties,
    });
    return { settled, views, suggestions, book, assets: assetOptions(chains, data.tokens) };
  }, [data, account, chainId]);

  if (state.status === 'error') return <p role="alert">Could not read the invoices: {String(state.error)}</p>;
  if (!data || !derived) return <p role="status">Loading…</p>;
  const clients = data.counterparties.filter((c) => c.isClient);
  const origin = `${location.origin}${withBase('/')}`;

  function blank(): InvoiceValues {
    const asset = derived?.assets[0];
    return {
      clientId: '',
      issueDate: today(),
      dueDate: today(),
      assetKey: asset ? assetId(asset) : '',
      payee: account ?? '',
      lines: [emptyLine()],
      notes: '',
      terms: '',
      incomeAccountId:
        data?.incomeAccounts.find((a) => a.id === ACCOUNT_IDS.sales)?.id ?? data?.incomeAccounts[0]?.id ?? '',
    };
  }

  const editorProps = {
    clients,
    assets: derived.assets,
    payees: (id: number) => payeeOptions(data.treasury, account, id),
    incomeAccounts: data.incomeAccounts,
    onCancel: () => setMode({ kind: 'list' }),
  };
  const current =
    mode.kind === 'edit' || mode.kind === 'view' ? data.invoices.find((i) => i.id === mode.id) : undefined;

  return (
    <div className="space-y-6">
      <div role="tablist" className="flex gap-2 print:hidden">
        <Button
          role="tab"
          aria-selected={tab === 'invoices'}
          variant={tab === 'invoices' ? 'primary' : 'secondary'}
          onClick={() => setTab('invoices')}
        >
          Invoices
        </Button>
        <Button
          role="tab"
          aria-selected={tab === 'clients'}
          variant={tab === 'clients' ? 'primary' : 'secondary'}
          onClick={() => setTab('clients')}
        >
          Clients
        </Button>
        <Button
          role="tab"
          aria-selected={tab === 'receivables'}
          variant={tab === 'receivables' ? 'primary' : 'secondary'}
          onClick={() => setTab('receivables')}
        >
          Receivables
        </Button>
      </div>
      {tab === 'clients' ? <CounterpartyDirectory db={db} role="client" counterparties={data.counterparties} /> : null}
      {tab === 'receivables' ? (
        <ReceivablesSection invoices={data.invoices} clients={clients} settled={derived.settled} asOf={today()} />
      ) : null}
      {tab === 'invoices' && mode.kind === 'list' ? (
        <div className="space-y-4">
          <InvoicePrefixForm db={db} prefix={data.prefix} nextSequence={data.nextSequence} />
          <Button onClick={() => setMode({ kind: 'new' })} disabled={clients.length === 0}>
            New invoice
          </Button>
          {clients.length === 0 ? <p className="text-sm">Add a client first (Clients tab).</p> : null}
          {derived.suggestions.length ? (
            <p role="status" className="text-sm">
              {derived.suggestions.length} transfer(s) without a reference may pay an invoice: open it to accept or
              dismiss.
            </p>
          ) : null}
          <InvoiceList
            invoices={data.invoices}
            clients={data.counterparties}
            settled={derived.settled}
            views={derived.views}
            onOpen={(id) => setMode({ kind: 'view', id })}
          />
        </div>
      ) : null}
      {tab === 'invoices' && mode.kind === 'new' ? (
        <InvoiceEditor
          {...editorProps}
          initial={blank()}
          onSave={async (input) =>
            setMode({ kind: 'view', id: (await createInvoice(db, input, new Date().toISOString())).id })
          }
        />
      ) : null}
      {tab === 'invoices' && mode.kind === 'edit' && current ? (
        <InvoiceEditor
          {...editorProps}
          initial={valuesOf(current, assetId(current.asset))}
          onSave={async (input) => {
            await updateDraft(db, current, input, new Date().toISOString());
            setMode({ kind: 'view', id: current.id });
          }}
        />
      ) : null}
      {tab === 'invoices' && mode.kind === 'view' && current ? (
        <div className="space-y-4">
          <InvoiceActions
            db={db}
            invoice={current}
            issuer={data.profile?.legalName ?? ''}
            clientName={data.counterparties.find((c) => c.id === current.clientId)?.name ?? ''}
            deployments={data.deployments}
            settlement={derived.settled.get(current.id)}
            suggestions={derived.suggestions.filter((s) => s.recordId === current.id)}
            book={derived.book}
            onEdit={() => setMode({ kind: 'edit', id: current.id })}
            onClosed={() => setMode({ kind: 'list' })}
          />
          <InvoiceDocument
            invoice={current}
            client={data.counterparties.find((c) => c.id === current.clientId)}
            profile={data.profile}
            statusLabel={derived.views.get(current.id)?.label ?? ''}
            link={invoicePayLink(origin, current)}
          />
        </div>
      ) : null}
    </div>
  );
}

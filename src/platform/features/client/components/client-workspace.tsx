// The Client page's content: invoices (list, editor, the printable invoice with its actions) and the
// client directory. Everything is a live view; the engine's payments update the statuses in place.
import { lazy, Suspense, useMemo, useState } from 'react';
import { CounterpartyDirectory } from '@/components/counterparties/counterparty-directory';
import { MailHistory } from '@/components/mail/mail-history';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { StatusLine } from '@/components/ui/status-line';
import { TabPanel } from '@/components/navigation/tabs';
import { useRecordLink } from '@/components/navigation/use-record-link';
import { withBase } from '@/config/paths';
import { buildAddressBook } from '@/lib/chain/address-book';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { useBaseValues } from '@/lib/ledger/store/use-base-values';
import { assetId } from '@/lib/money/asset';
import { useWallet } from '@/lib/wallet/use-wallet';
import { companyWallets, invoiceSettlements } from '@/lib/payments/invoice-settlement';
import { assetOptions } from '@/lib/money/asset-options';
import { invoiceSuggestions, payeeOptions } from '@/platform/features/client/model/client-view';
import { emptyLine, valuesOf, type InvoiceValues } from '@/platform/features/client/model/invoice-form';
import { invoiceView } from '@/platform/features/client/model/invoice-status';
import { createInvoice, updateDraft } from '@/platform/features/client/store/invoice-store';
import { useClientData } from '@/platform/features/client/store/use-client-data';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';
import { InvoiceFiles } from './invoice-files';
import { UndoToastProvider } from '@/components/ui/undo-toast';
import { InvoiceEditor } from './invoice-editor';
import { InvoiceList } from './invoice-list';
import { InvoiceValue } from './invoice-value';
import { InvoicePrefixForm } from './invoice-prefix-form';
import { CLIENT_TABS } from './client-tabs';
import { isoDay } from '@/lib/primitives/days';

// The Statements and Aging tabs load their code when chosen (the page's budget: hosting.spec.ts).
// The pay link's codes and QR drawing load with an opened invoice (the page's 60 KB budget).
const InvoicePaySection = lazy(() => import('./invoice-pay-section').then((m) => ({ default: m.InvoicePaySection })));
const ClientStatement = lazy(() => import('./receivables-section').then((m) => ({ default: m.ClientStatement })));
const ReceivablesAging = lazy(() => import('./receivables-section').then((m) => ({ default: m.ReceivablesAging })));

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string } | { kind: 'view'; id: string };

const today = () => isoDay();

/** The workspace view of the Client page. */
export function ClientWorkspace({ db }: { db: WorkspaceDb }) {
  const state = useClientData(db);
  const values = useBaseValues(db);
  const { account, chainId } = useWallet();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  // `?invoice=<id>` (the command palette's link) opens that invoice's detail.
  useRecordLink('invoice', (id) => setMode({ kind: 'view', id }));
  const data = state.status === 'ready' ? state.data : null;
  const derived = useMemo(() => {
    if (!data) return null;
    const ours = companyWallets(data.treasury, account, data.payments);
    const settled = invoiceSettlements(data.invoices, data.payments, data.incoming, ours);
    const views = new Map(
      data.invoices.map((i) => [
        i.id,
        invoiceView(i, settled.get(i.id) ?? { status: 'unpaid', open: 0n }, today(), data.mailed.has(i.id)),
      ]),
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

  if (state.status === 'error') return <Alert tone="danger">Could not read the invoices: {String(state.error)}</Alert>;
  if (!data || !derived) return <StatusLine message="Loading…" />;
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

  const blockedNew = clients.length === 0;
  const newInvoice = (
    <Button onClick={() => setMode({ kind: 'new' })} disabled={blockedNew}>
      New invoice
    </Button>
  );
  const settled = derived.settled;

  return (
    <UndoToastProvider>
      <TabPanel tabs={CLIENT_TABS}>
        {(tab) => (
          <>
            {tab === 'directory' ? (
              <Section title="Client directory">
                <CounterpartyDirectory db={db} role="client" counterparties={data.counterparties} />
              </Section>
            ) : null}
            <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
              {tab === 'statements' ? (
                <ClientStatement db={db} invoices={data.invoices} clients={clients} settled={settled} />
              ) : null}
              {tab === 'aging' ? (
                <ReceivablesAging invoices={data.invoices} clients={clients} settled={settled} asOf={today()} />
              ) : null}
            </Suspense>
            {tab === 'invoices' && mode.kind === 'list' ? (
              <Section title="Invoices" actions={newInvoice}>
                {blockedNew ? <Alert tone="info">Add a client first (Directory tab).</Alert> : null}
                {derived.suggestions.length ? (
                  <Alert tone="info" role="status">
                    {derived.suggestions.length} transfer(s) without a reference may pay an invoice: open it to accept
                    or dismiss.
                  </Alert>
                ) : null}
                <InvoiceList
                  invoices={data.invoices}
                  clients={data.counterparties}
                  settled={settled}
                  views={derived.views}
                  onOpen={(id) => setMode({ kind: 'view', id })}
                  onEdit={(id) => setMode({ kind: 'edit', id })}
                  values={values}
                  empty={
                    <EmptyState
                      title="No invoices yet"
                      description="Invoice a client in crypto; the invoice is paid on chain by its reference."
                    />
                  }
                />
                <Disclosure summary="Invoice numbering">
                  <InvoicePrefixForm db={db} prefix={data.prefix} lastSequences={data.lastSequences} />
                </Disclosure>
              </Section>
            ) : null}
            {/* The editor takes the page's width rather than a side panel: its lines (description,
              quantity, price, discount, tax) and the totals preview need a row each to stay readable. */}
            {tab === 'invoices' && mode.kind === 'new' ? (
              <Section title="New invoice">
                <InvoiceEditor
                  {...editorProps}
                  initial={blank()}
                  onSave={async (input) =>
                    setMode({ kind: 'view', id: (await createInvoice(db, input, new Date().toISOString())).id })
                  }
                />
              </Section>
            ) : null}
            {tab === 'invoices' && mode.kind === 'edit' && current ? (
              <Section title="Edit draft invoice">
                <InvoiceEditor
                  {...editorProps}
                  initial={valuesOf(current, assetId(current.asset))}
                  onSave={async (input) => {
                    await updateDraft(db, current, input, new Date().toISOString());
                    setMode({ kind: 'view', id: current.id });
                  }}
                />
              </Section>
            ) : null}
            {tab === 'invoices' && mode.kind !== 'list' && mode.kind !== 'new' && !current ? (
              <Alert
                tone="warning"
                title="This invoice is not in this workspace"
                actions={
                  <Button variant="secondary" onClick={() => setMode({ kind: 'list' })}>
                    Show all invoices
                  </Button>
                }
              >
                It may have been deleted, or belong to another company.
              </Alert>
            ) : null}
            {tab === 'invoices' && mode.kind === 'view' && current ? (
              <div className="space-y-4">
                <InvoiceActions
                  db={db}
                  invoice={current}
                  issuer={data.profile?.legalName ?? ''}
                  clientName={data.counterparties.find((c) => c.id === current.clientId)?.name ?? ''}
                  deployments={data.deployments}
                  settlement={settled.get(current.id)}
                  suggestions={derived.suggestions.filter((s) => s.recordId === current.id)}
                  book={derived.book}
                  onEdit={() => setMode({ kind: 'edit', id: current.id })}
                  onClosed={() => setMode({ kind: 'list' })}
                />
                <InvoiceFiles
                  db={db}
                  account={account}
                  invoice={current}
                  profile={data.profile}
                  client={data.counterparties.find((c) => c.id === current.clientId)}
                  origin={origin}
                />
                <InvoiceValue invoice={current} open={settled.get(current.id)?.open ?? null} values={values} />
                <InvoiceDocument
                  invoice={current}
                  client={data.counterparties.find((c) => c.id === current.clientId)}
                  profile={data.profile}
                  statusLabel={derived.views.get(current.id)?.label ?? ''}
                  pay={
                    <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
                      <InvoicePaySection db={db} account={account} invoice={current} origin={origin} />
                    </Suspense>
                  }
                />
                {current.state !== 'draft' ? (
                  <MailHistory db={db} record={{ type: 'invoice', id: current.id }} kind="invoice" />
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </TabPanel>
    </UndoToastProvider>
  );
}

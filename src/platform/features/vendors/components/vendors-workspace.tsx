import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StatusLine } from '@/components/ui/status-line';
import { TabPanel } from '@/components/navigation/tabs';
import { knownNetwork } from '@/lib/primitives/networks';
import { usePlatformDeployments } from '@/lib/contracts/use-platform-deployments';
import type { Bill } from '@/lib/db/entities/bill';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { nativeAsset, type Asset } from '@/lib/money/asset';
import { readBillPrefill } from '@/lib/mail/compose-url';
import { handedMailMessage } from '@/lib/mail/einvoice-handoff';
import { draftFromPrefill } from '@/platform/features/vendors/model/bill-prefill';
import type { BillDraft } from '@/platform/features/vendors/model/bill-form';
import { billRows } from '@/platform/features/vendors/model/bills-view';
import { billsByAttention } from '@/platform/features/vendors/model/bill-order';
import { isoDay } from '@/lib/primitives/days';
import { storeReceivedEInvoice } from '@/platform/features/vendors/store/received-document';
import { safeBillLines } from '@/platform/features/vendors/model/safe-bill-lines';
import { isOwner } from '@/lib/safe/read-safe';
import { useTreasurySafes, type TreasurySafe } from '@/lib/safe/use-treasury-safes';
import { useVendorsData, useWalletReader } from '@/platform/features/vendors/store/use-vendors-data';
import { saveCounterparty } from '@/lib/counterparties/counterparty-store';
import { lookAlikeOf } from '@/lib/insights/anomalies/address-checks';
import { BillList } from './bill-list';
import type { PayTarget } from './pay-dialog';
import { VendorDirectory } from './vendor-directory';
import { VENDOR_TABS } from './vendor-tabs';

// Paying (the quote, the batch and router calls) loads with the first Pay: the page opens without it.
// The bill form (opened by New bill or Edit) and the e-invoice import panel under the bills list
// load after the list: neither is the list's code, and it keeps the page within its code budget.
const BillFormSection = lazy(() =>
  import('./bill-form-section').then((module) => ({ default: module.BillFormSection })),
);
const EInvoiceImport = lazy(() => import('./einvoice-import').then((module) => ({ default: module.EInvoiceImport })));
const PayDialog = lazy(() => import('./pay-dialog').then((module) => ({ default: module.PayDialog })));
// The Statements and Aging tabs load their code when chosen.
const StatementSection = lazy(() =>
  import('./statement-section').then((module) => ({ default: module.StatementSection })),
);
const AgingSection = lazy(() => import('./aging-section').then((module) => ({ default: module.AgingSection })));

const NO_SAFES: readonly TreasurySafe[] = [];
const FALLBACK_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export interface VendorsWorkspaceProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly chainId: number;
}

/** The Vendors page once a workspace is open: every section reads the same live data. */
export function VendorsWorkspace({ db, account, chainId }: VendorsWorkspaceProps) {
  const data = useVendorsData(db, account);
  const reader = useWalletReader(chainId, account);
  const deployments = usePlatformDeployments();
  const treasury = useTreasurySafes(db);
  const safes = treasury.state.status === 'ready' ? treasury.state.safes : NO_SAFES;
  // The bill form: closed, a new bill, or an edit of one.
  const [form, setForm] = useState<{ editing: Bill | null; prefill?: BillDraft } | null>(null);
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const native = useMemo(
    () => nativeAsset({ chainId, nativeCurrency: knownNetwork(chainId)?.nativeCurrency ?? FALLBACK_CURRENCY }),
    [chainId],
  );
  const assets = useMemo<Asset[]>(() => {
    if (data.status !== 'ready') return [native];
    const tokens = data.data.tokens.filter((t) => t.chainId === chainId);
    return [
      native,
      ...tokens.map((t) => ({
        chainId,
        kind: 'erc20' as const,
        address: t.address,
        symbol: t.symbol,
        decimals: t.decimals,
        name: t.name || t.symbol,
      })),
    ];
  }, [data, chainId, native]);
  const rows = useMemo(() => {
    if (data.status !== 'ready') return [];
    const d = data.data;
    // What needs attention first (overdue, to approve, to pay), then newest first: docs/product.md#bills.
    return billsByAttention(
      billRows({ ...d, today: isoDay(), vendorNames: new Map(d.vendors.map((v) => [v.id, v.name])) }),
    );
  }, [data]);

  const safeLines = useMemo(
    () =>
      data.status === 'ready'
        ? safeBillLines(
            data.data.proposals,
            safes.map((entry) => entry.safe),
            data.data.txStatus,
          )
        : new Map<string, string>(),
    [data, safes],
  );

  // A payee that starts and ends like a saved counterparty's or the company's wallet is flagged on approval.
  const lookAlike = useMemo(
    () => (data.status === 'ready' ? lookAlikeOf(data.data.counterparties, data.data.ourWallets) : undefined),
    [data],
  );

  // A bill read from an incoming mail (the Mail page's import) opens the new-bill form filled; the
  // URL holds it until the form closes.
  const ready = data.status === 'ready' ? data.data : null;
  const prefillDraft = useMemo(() => {
    const prefill = readBillPrefill(search);
    return prefill && ready ? draftFromPrefill(prefill, ready.counterparties, assets) : null;
  }, [search, ready, assets]);
  const shownForm = form ?? (prefillDraft ? { editing: null, prefill: prefillDraft } : null);
  const closeForm = (saved: string | null) => {
    setForm(null);
    if (prefillDraft) setSearch(new URLSearchParams({ tab: 'bills' }), { replace: true });
    if (saved) setNotice(saved);
  };

  if (data.status === 'loading') return <StatusLine message="Loading bills…" />;
  if (data.status === 'error')
    return (
      <StatusLine
        message={`The bills could not be read: ${data.error instanceof Error ? data.error.message : String(data.error)}`}
      />
    );
  const contracts = deployments.deploymentOn(chainId);
  return (
    <TabPanel tabs={VENDOR_TABS}>
      {(tab) => (
        <>
          {tab === 'bills' ? (
            <BillList
              db={db}
              account={account}
              rows={rows}
              members={data.data.members}
              chainId={chainId}
              notice={notice}
              onNew={() => setForm({ editing: null })}
              onEdit={(bill) => setForm({ editing: bill })}
              onPay={setPaying}
              safeLines={safeLines}
              {...(lookAlike ? { lookAlike } : {})}
            />
          ) : null}
          {tab === 'bills' ? (
            <Suspense fallback={null}>
              <EInvoiceImport
                vendors={data.data.counterparties}
                assets={assets}
                chainId={chainId}
                addVendor={(vendor) => saveCounterparty(db, vendor, null, new Date().toISOString())}
                storeDocument={(file) => storeReceivedEInvoice(db, account, file)}
                onBill={(draft) => setForm({ editing: null, prefill: draft })}
                handedOff={search.get('einvoice') === 'mail' ? handedMailMessage() : null}
              />
            </Suspense>
          ) : null}
          {tab === 'directory' ? (
            <VendorDirectory db={db} counterparties={data.data.counterparties} rows={rows} />
          ) : null}
          <Suspense fallback={<StatusLine message="Loading…" />}>
            {tab === 'statements' ? (
              <StatementSection
                db={db}
                rows={rows}
                vendors={data.data.vendors}
                payments={data.data.payments}
                txStatus={data.data.txStatus}
                chainPayments={data.data.chainPayments}
                ourWallets={data.data.ourWallets}
              />
            ) : null}
            {tab === 'aging' ? <AgingSection rows={rows} vendors={data.data.vendors} /> : null}
          </Suspense>
          {shownForm ? (
            <Suspense fallback={<StatusLine message="Opening the bill…" />}>
              <BillFormSection
                key={shownForm.editing?.id ?? 'new'}
                db={db}
                account={account}
                chainId={chainId}
                assets={assets}
                data={data.data}
                editing={shownForm.editing}
                prefill={shownForm.prefill ?? null}
                rows={rows}
                onDone={closeForm}
              />
            </Suspense>
          ) : null}
          {paying ? (
            <Suspense fallback={null}>
              <PayDialog
                db={db}
                account={account}
                reader={reader}
                native={native}
                target={paying}
                router={contracts?.PaymentRouter ?? null}
                distributor={contracts?.Distributor ?? null}
                safes={safes.filter((entry) => isOwner(entry.safe, account))}
                onSafeProposed={treasury.refresh}
                onClose={() => setPaying(null)}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </TabPanel>
  );
}

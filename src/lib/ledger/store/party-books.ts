// A counterparty statement's closing balance in the company's currency (the Client and Vendors
// pages), live: the rows the books are made of are read in a live query while a statement is open, and
// the books are derived from them in the statement worker (party-books-compute.ts), so a payment the
// engine writes moves the closing balance on the open statement without a long task on the page.
import { useEffect, useMemo, useState } from 'react';
import { BOOKS_DEFAULTS, COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { readRecord, readRecords } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isoDay } from '@/lib/primitives/days';
import { workerClient, type WorkerClient } from '@/lib/primitives/worker-rpc';
import type { PartyClosing } from '../functional/party-closing';
import { closingFor, type ClosingRequest, type PartyBookRows } from './party-books-compute';

/** By date, then by when they were written, then by id: the journal's order. */
const byJournalOrder = (a: { date: string; recordedAt: string; id: string }, b: typeof a) =>
  a.date.localeCompare(b.date) || a.recordedAt.localeCompare(b.recordedAt) || a.id.localeCompare(b.id);

/** Reads the rows the books in the company's currency are made of (one consistent read). */
export async function readPartyBookRows(db: WorkspaceDb): Promise<PartyBookRows> {
  const [profile, journal, accounts, prices, invoices, bills, billPayments] = await Promise.all([
    readRecord(db, 'companyProfile', COMPANY_PROFILE_ID),
    db.journalEntries.where('status').equals('posted').toArray(),
    readRecords(db, 'ledgerAccounts'),
    readRecords(db, 'ledgerPrices'),
    db.invoices.toArray(),
    db.bills.toArray(),
    db.billPayments.toArray(),
  ]);
  const company = profile.record;
  return {
    currency: company?.baseCurrency ?? '',
    method: company?.costMethod ?? BOOKS_DEFAULTS.costMethod,
    policy: company?.measurementPolicy ?? BOOKS_DEFAULTS.measurementPolicy,
    journal: journal.sort(byJournalOrder),
    accounts: accounts.records,
    prices: prices.records,
    // Only what the books read of a document: it crosses to the worker.
    invoices: invoices.map(({ id, clientId, fiat }) => ({ id, clientId, fiat })),
    bills: bills.map(({ id, vendorId, fiat }) => ({ id, vendorId, fiat })),
    billPayments: billPayments.map(({ chainId, hash, items }) => ({ chainId, hash, items })),
  };
}

type ClosingClient = WorkerClient<ClosingRequest, ReturnType<typeof closingFor>>;

/** Starts the statement worker; each closing is a `ledger-worker:party-closing` measure. */
function createClosingClient(): ClosingClient {
  return workerClient({
    start: () => new Worker(new URL('./party-books.worker.ts', import.meta.url), { type: 'module' }),
    inPlace: closingFor,
    name: 'statement',
    measure: () => 'ledger-worker:party-closing',
  });
}

/** A statement's closing in the company's currency: loading, none (no company currency), or the figure. */
export type ClosingState =
  | { readonly status: 'loading' }
  | { readonly status: 'no-currency' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly closing: PartyClosing };

const LOADING: ClosingState = { status: 'loading' };
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The live closing balance of `party` (`client:<id>`, `vendor:<id>`; '' for none chosen) today, in
 * the company's currency; `commodities` are the statement's assets (their stale prices are named).
 */
export function usePartyClosing(db: WorkspaceDb, party: string, commodities: readonly string[]): ClosingState {
  const today = isoDay();
  const rows = useLiveQuery(() => (party ? readPartyBookRows(db) : Promise.resolve(null)), [db, party === '']);
  const client = useMemo(() => createClosingClient(), []);
  useEffect(() => () => client.close(), [client]);
  const key = commodities.join(',');
  const [answer, setAnswer] = useState<{ request: ClosingRequest | null; state: ClosingState }>({
    request: null,
    state: LOADING,
  });
  const request = useMemo(
    (): ClosingRequest | null =>
      rows.status === 'ready' && rows.data && party
        ? { rows: rows.data, through: today, party, commodities: key ? key.split(',') : [] }
        : null,
    [rows, party, today, key],
  );
  useEffect(() => {
    if (!request) return;
    let current = true;
    client.call(request).then(
      ({ closing }) =>
        current && setAnswer({ request, state: closing ? { status: 'ready', closing } : { status: 'no-currency' } }),
      (error: unknown) => current && setAnswer({ request, state: { status: 'error', message: message(error) } }),
    );
    return () => {
      current = false;
    };
  }, [client, request]);
  if (rows.status === 'error') return { status: 'error', message: message(rows.error) };
  // While the next answer is worked out, the last one for the same statement stays on screen.
  const shown = answer.request;
  return request && shown && shown.party === party && shown.commodities.join(',') === key ? answer.state : LOADING;
}

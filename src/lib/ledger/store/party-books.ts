// A counterparty statement's closing balance in the company's currency (the Client and Vendors
// pages), live: while a statement is open the journal is held in a live table (lib/db/live-table:
// a change re-reads what changed) and the small tables in a live query, and the books are derived
// from them in the statement worker (party-books-compute.ts), so a payment the engine writes moves
// the closing balance on the open statement without a long task on the page. The worker keeps the
// rows it was sent: a change carries only the entries that changed (party-wire.ts).
import { useEffect, useMemo, useState } from 'react';
import type { JournalEntry } from '@/lib/db/entities/journal-entry';
import { BOOKS_DEFAULTS, COMPANY_PROFILE_ID } from '@/lib/db/entities/company-profile';
import { openLiveTable, type LiveTableState } from '@/lib/db/live-table';
import { readRecord, readRecords } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { isoDay } from '@/lib/primitives/days';
import { workerClient, type WorkerClient } from '@/lib/primitives/worker-rpc';
import type { PartyClosing } from '../functional/party-closing';
import { closingFor, type PartyBookRows } from './party-books-compute';
import {
  createBookRowsSender,
  fullBookRows,
  type LiveClosingRequest,
  type PartyOthers,
  type WireClosingRequest,
} from './party-wire';

/** Reads everything the books are made of but the journal (small tables). */
export async function readPartyOthers(db: WorkspaceDb): Promise<PartyOthers> {
  const [profile, accounts, prices, invoices, bills, billPayments] = await Promise.all([
    readRecord(db, 'companyProfile', COMPANY_PROFILE_ID),
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
    accounts: accounts.records,
    prices: prices.records,
    // Only what the books read of a document: it crosses to the worker.
    invoices: invoices.map(({ id, clientId, fiat }) => ({ id, clientId, fiat })),
    bills: bills.map(({ id, vendorId, fiat }) => ({ id, vendorId, fiat })),
    billPayments: billPayments.map(({ chainId, hash, items }) => ({ chainId, hash, items })),
  };
}

/** Reads the rows the books in the company's currency are made of, the journal whole. */
export async function readPartyBookRows(db: WorkspaceDb): Promise<PartyBookRows> {
  const [journal, others] = await Promise.all([db.journalEntries.toArray(), readPartyOthers(db)]);
  return fullBookRows({ journal: new Map(journal.map((entry) => [entry.id, entry])), others });
}

type ClosingClient = WorkerClient<LiveClosingRequest, ReturnType<typeof closingFor>>;

/** Starts the statement worker; each closing is a `ledger-worker:party-closing` measure. */
function createClosingClient(): ClosingClient {
  const send = createBookRowsSender();
  return workerClient({
    start: () => new Worker(new URL('./party-books.worker.ts', import.meta.url), { type: 'module' }),
    inPlace: (request) => closingFor({ ...request, rows: fullBookRows(request.rows) }),
    name: 'statement',
    measure: () => 'ledger-worker:party-closing',
    wire: (request): WireClosingRequest => ({ ...request, rows: send(request.rows) }),
  });
}

// Stored entries as they are: the worker reads them as readPartyBookRows did (no check per row).
const asStored = (rows: readonly unknown[]) => ({ records: rows as JournalEntry[], corrupt: [] });

/** The journal table by id while `open`, live; null while it is first read (or closed). */
function useLiveJournalTable(db: WorkspaceDb, open: boolean): LiveTableState<JournalEntry> | null {
  const [state, setState] = useState<{ db: WorkspaceDb; state: LiveTableState<JournalEntry> } | null>(null);
  useEffect(() => {
    if (!open) return;
    const table = openLiveTable<JournalEntry>(db, 'journalEntries', { check: asStored, keyOf: (entry) => entry.id });
    const unsubscribe = table.subscribe(
      (next) => setState({ db, state: next }),
      (error: unknown) => console.warn('The journal could not be read for the statement:', error),
    );
    return () => {
      unsubscribe();
      table.close();
      setState(null);
    };
  }, [db, open]);
  const current = state?.db === db ? state.state : null;
  return current && current.loading === null && !current.checking ? current : null;
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
  const others = useLiveQuery(() => (party ? readPartyOthers(db) : Promise.resolve(null)), [db, party === '']);
  const journal = useLiveJournalTable(db, party !== '');
  const client = useMemo(() => createClosingClient(), []);
  useEffect(() => () => client.close(), [client]);
  const key = commodities.join(',');
  const [answer, setAnswer] = useState<{ request: LiveClosingRequest | null; state: ClosingState }>({
    request: null,
    state: LOADING,
  });
  const request = useMemo(
    (): LiveClosingRequest | null =>
      others.status === 'ready' && others.data && journal && party
        ? {
            rows: { journal: journal.records, others: others.data },
            through: today,
            party,
            commodities: key ? key.split(',') : [],
          }
        : null,
    [others, journal, party, today, key],
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
  if (others.status === 'error') return { status: 'error', message: message(others.error) };
  // While the next answer is worked out, the last one for the same statement stays on screen.
  const shown = answer.request;
  return request && shown && shown.party === party && shown.commodities.join(',') === key ? answer.state : LOADING;
}

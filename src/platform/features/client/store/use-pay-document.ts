// The short pay link's document, kept in Storage while the invoice is shown: saved on first view of
// an issued invoice (older invoices included), pinned where an endpoint is configured, and read live
// so the invoice says whether a payer elsewhere can fetch it yet.
import { useEffect, useMemo, useState } from 'react';
import type { Invoice } from '@/lib/db/entities/invoice';
import type { DocumentPin } from '@/lib/db/entities/storage-document';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { findDocumentsByCid } from '@/lib/ipfs/document-lookup';
import { readPinningSettings } from '@/lib/ipfs/pinning-settings';
import { invoicePayCodes } from '@/lib/payments/invoice-pay-codes';

export interface PayDocumentState {
  /** Null until the document is in Storage. */
  readonly pins: readonly DocumentPin[] | null;
  /** Whether an IPFS endpoint is configured (else only this browser can open the short link). */
  readonly pinningConfigured: boolean;
  readonly error: string | null;
}

/** Saves and pins the invoice's pay document; its pins and any failure, live. */
export function usePayDocument(db: WorkspaceDb, account: string | null, invoice: Invoice, cid: string) {
  const [failure, setFailure] = useState<{ cid: string; message: string } | null>(null);
  // Once per shown document (the CID), not per re-read of the invoice: a failed pin is retried
  // when the invoice is opened again, never in a loop.
  useEffect(() => {
    if (!account) return;
    // The document layer (UnixFS importer, pinning) loads with the first issued invoice shown, not with the page.
    void import('@/lib/payments/pay-document-store')
      .then(async ({ pinPayDocument, savePayDocument }) =>
        pinPayDocument(db, account, await savePayDocument(db, account, invoice)),
      )
      .catch((e: unknown) => setFailure({ cid, message: e instanceof Error ? e.message : String(e) }));
    // The CID is the signed content: the same CID is the same document whatever else the invoice re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, account, cid]);
  const live = useLiveQuery(async () => {
    const [document] = await findDocumentsByCid(db, cid);
    const settings = await readPinningSettings(db);
    return { pins: document?.pins ?? null, pinningConfigured: !!(settings.kubo || settings.service) };
  }, [db, cid]);
  const data = live.status === 'ready' ? live.data : { pins: null, pinningConfigured: false };
  return { ...data, error: failure?.cid === cid ? failure.message : null } satisfies PayDocumentState;
}

/** Whether the issued invoice's pay document is pinned somewhere (a client elsewhere can open the short link). */
export function usePayDocumentPinned(db: WorkspaceDb, origin: string, invoice: Invoice): boolean {
  const cid = useMemo(() => invoicePayCodes(origin, invoice)?.cid ?? null, [origin, invoice]);
  const live = useLiveQuery(async () => {
    if (!cid) return false;
    const [document] = await findDocumentsByCid(db, cid);
    return !!document?.pins.some((pin) => pin.status === 'pinned');
  }, [db, cid]);
  return live.status === 'ready' ? live.data : false;
}

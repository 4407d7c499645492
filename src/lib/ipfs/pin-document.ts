// Pinning a document at the configured services, its status recorded on the document per service
// (queued, pinning, pinned, failed with the service's reason). Kubo gets the CAR (dag/import pins
// its root at once); a Pinning Service API is asked to pin the CID and followed until it settles.
import type { DocumentPin, StorageDocument } from '@/lib/db/entities/storage-document';
import { exportDocumentsCar } from './car-documents';
import { updateDocument } from './document-access';
import type { DocumentStore } from './document-store';
import { kuboDagImport } from './kubo-dag-import';
import type { PinningEndpoint } from './pinning-http';
import { followPin, pinFailureReason, requestPin, type FollowOptions, type PinStatus } from './pinning-service';

type PinChange = Pick<DocumentPin, 'service' | 'status' | 'requestid' | 'reason'>;

/** Records one service's status on the document (replacing its previous one); resolves with it. */
async function recordPin(store: DocumentStore, document: StorageDocument, change: PinChange): Promise<DocumentPin> {
  const pin: DocumentPin = {
    ...change,
    reason: change.reason?.slice(0, 1000) ?? null,
    updatedAt: new Date().toISOString(),
  };
  await updateDocument(store.db, document.id, (current) => ({
    ...current,
    pins: [...current.pins.filter((p) => p.service !== pin.service), pin],
  }));
  return pin;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Uploads the document's CAR to a Kubo node (dag/import, root pinned); resolves with the recorded pin. */
export async function pinAtKubo(
  store: DocumentStore,
  document: StorageDocument,
  endpoint: PinningEndpoint,
): Promise<DocumentPin> {
  let failure: string | null = null;
  try {
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for await (const part of exportDocumentsCar(store, [document])) parts.push(part as Uint8Array<ArrayBuffer>);
    await kuboDagImport(endpoint, new Blob(parts, { type: 'application/vnd.ipld.car' }), document.cid);
  } catch (error) {
    failure = message(error);
  }
  return recordPin(store, document, {
    service: 'kubo',
    status: failure ? 'failed' : 'pinned',
    requestid: null,
    reason: failure,
  });
}

/** Asks a Pinning Service API to pin the CID and follows it, recording every status; resolves with the last. */
export async function pinAtService(
  store: DocumentStore,
  document: StorageDocument,
  endpoint: PinningEndpoint,
  options: FollowOptions = {},
): Promise<DocumentPin> {
  const record = (status: PinStatus) =>
    recordPin(store, document, {
      service: 'pinningService',
      status: status.status,
      requestid: status.requestid,
      reason: status.status === 'failed' ? pinFailureReason(status) : null,
    });
  try {
    const first = await requestPin(endpoint, { cid: document.cid, name: document.name });
    await record(first);
    const onStatus = (status: PinStatus) => {
      options.onStatus?.(status);
      void record(status).catch(() => null);
    };
    return await record(await followPin(endpoint, first, { ...options, onStatus }));
  } catch (error) {
    return recordPin(store, document, {
      service: 'pinningService',
      status: 'failed',
      requestid: null,
      reason: message(error),
    });
  }
}

// Pinning a document at the configured services, its status recorded on the document per service
// (queued, pinning, pinned, failed with the service's reason). Kubo gets the CAR (dag/import pins
// its root at once); a Pinning Service API is asked to pin the CID and followed until it settles.
// Offline (or cut off on the way), a pin is recorded queued, waiting for the network, and asked
// again once the browser is back online (pin-queue.ts).
import type { DocumentPin, StorageDocument } from '@/lib/db/entities/storage-document';
import { exportDocumentsCar } from './car-documents';
import { updateDocument } from './document-access';
import type { DocumentStore } from './document-store';
import { kuboDagImport } from './kubo-dag-import';
import { browserOffline, WAITING_FOR_NETWORK } from './pin-queue';
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

/** A pin that could not reach its service because the browser is offline: queued for the network. */
const waiting = (service: DocumentPin['service']): PinChange => ({
  service,
  status: 'queued',
  requestid: null,
  reason: WAITING_FOR_NETWORK,
});

/** A failure recorded as such, or as waiting for the network when the browser went offline. */
const failure = (service: DocumentPin['service'], error: unknown): PinChange =>
  browserOffline() ? waiting(service) : { service, status: 'failed', requestid: null, reason: message(error) };

/** Uploads the document's CAR to a Kubo node (dag/import, root pinned); resolves with the recorded pin. */
export async function pinAtKubo(
  store: DocumentStore,
  document: StorageDocument,
  endpoint: PinningEndpoint,
): Promise<DocumentPin> {
  if (browserOffline()) return recordPin(store, document, waiting('kubo'));
  try {
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for await (const part of exportDocumentsCar(store, [document])) parts.push(part as Uint8Array<ArrayBuffer>);
    await kuboDagImport(endpoint, new Blob(parts, { type: 'application/vnd.ipld.car' }), document.cid);
  } catch (error) {
    return recordPin(store, document, failure('kubo', error));
  }
  return recordPin(store, document, { service: 'kubo', status: 'pinned', requestid: null, reason: null });
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
  if (browserOffline()) return recordPin(store, document, waiting('pinningService'));
  try {
    const first = await requestPin(endpoint, { cid: document.cid, name: document.name });
    await record(first);
    const onStatus = (status: PinStatus) => {
      options.onStatus?.(status);
      void record(status).catch(() => null);
    };
    return await record(await followPin(endpoint, first, { ...options, onStatus }));
  } catch (error) {
    return recordPin(store, document, failure('pinningService', error));
  }
}

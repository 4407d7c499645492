// Pins asked for while the browser is offline wait for the network instead of failing: they are
// recorded `queued` with the reason "waiting for the network" (no request id: no service heard of
// them), and asked again by themselves once the browser is back online. The session watches for
// that (platform/shell/start-for-session.ts); the pinning code and the document store load only
// when a pin is waiting.
import type { DocumentPin, StorageDocument } from '@/lib/db/entities/storage-document';
import { readRecords } from '@/lib/db/records';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { DocumentStore } from './document-store';
import type { FollowOptions } from './pinning-service';

/** The reason recorded on a pin that waits for the network. */
export const WAITING_FOR_NETWORK = 'waiting for the network';

/** Whether the browser says it has no network (`navigator.onLine`; unknown counts as online). */
export function browserOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/** Whether this pin was asked for offline and has not reached its service yet. */
export function isWaitingForNetwork(pin: DocumentPin): boolean {
  return pin.status === 'queued' && pin.requestid === null && pin.reason === WAITING_FOR_NETWORK;
}

/** Each document with a pin waiting for the network, with the services it waits for. */
export function waitingPins(
  documents: readonly StorageDocument[],
): Array<{ document: StorageDocument; services: DocumentPin['service'][] }> {
  return documents.flatMap((document) => {
    const services = document.pins.filter(isWaitingForNetwork).map((pin) => pin.service);
    return services.length ? [{ document, services }] : [];
  });
}

/**
 * Asks again for every pin waiting for the network, at the endpoints now configured (a service
 * removed since is left waiting); resolves with how many were asked. Nothing while offline.
 */
export async function resumeWaitingPins(
  db: WorkspaceDb,
  openStore: () => Promise<DocumentStore>,
  follow: FollowOptions = {},
): Promise<number> {
  if (browserOffline()) return 0;
  const waiting = waitingPins((await readRecords(db, 'documents', 'createdAt')).records);
  if (!waiting.length) return 0;
  const [{ pinAtKubo, pinAtService }, { readPinningSettings }, store] = await Promise.all([
    import('./pin-document'),
    import('./pinning-settings'),
    openStore(),
  ]);
  const { kubo, service } = await readPinningSettings(db);
  let asked = 0;
  for (const { document, services } of waiting) {
    if (services.includes('kubo') && kubo) {
      await pinAtKubo(store, document, kubo);
      asked += 1;
    }
    if (services.includes('pinningService') && service) {
      await pinAtService(store, document, service, follow);
      asked += 1;
    }
  }
  return asked;
}

export interface PinResumeOptions {
  /** Where `online` is heard: the window in the app. */
  readonly target?: EventTarget;
  /** How a Pinning Service request is followed (tests follow faster). */
  readonly follow?: FollowOptions;
  /** Told after each pass (how many pins were asked again), and of a pass that failed. */
  readonly onPass?: (asked: number | Error) => void;
  /** One tab at a time per account (a Web Lock of this name), where the browser has locks. */
  readonly lockName?: string;
}

/**
 * Resumes the waiting pins now (if online) and whenever the browser comes back online; one pass at
 * a time (a pass asked for during one runs after it). Returns the stop.
 */
export function resumePinsWhenOnline(
  db: WorkspaceDb,
  openStore: () => Promise<DocumentStore>,
  options: PinResumeOptions = {},
): () => void {
  const target = options.target ?? globalThis;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const onePass = async () => {
    const work = () => resumeWaitingPins(db, openStore, options.follow);
    const locks = globalThis.navigator?.locks;
    const asked =
      options.lockName && locks
        ? await locks.request(options.lockName, { ifAvailable: true }, (lock) => (lock ? work() : 0))
        : await work();
    options.onPass?.(asked ?? 0);
  };
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = onePass()
      .catch((error: unknown) => options.onPass?.(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  target.addEventListener('online', pass);
  pass();
  return () => {
    stopped = true;
    target.removeEventListener('online', pass);
  };
}

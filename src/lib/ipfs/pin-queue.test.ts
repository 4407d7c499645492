// Pins asked for offline wait for the network and go out by themselves when it is back, against
// local servers implementing the Kubo RPC dag/import and Pinning Service API contracts
// (scripts/lib/mock-pinning.mjs). `navigator.onLine` is what the browser says; here it is set.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockPinning, type MockPinning } from '../../../scripts/lib/mock-pinning.mjs';
import { importDocument } from './document-store';
import { pinAtKubo, pinAtService } from './pin-document';
import { resumePinsWhenOnline, WAITING_FOR_NETWORK } from './pin-queue';
import { savePinningSettings } from './pinning-settings';
import { freshStore } from './test-store.testing';
import { pseudoRandomBytes } from './test-bytes.testing';

let mock: MockPinning;
beforeAll(async () => {
  mock = await startMockPinning({ token: 'psa-token', kuboToken: 'kubo-token' });
});
afterAll(() => mock.stop());

let online = true;
Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

const waiting = (service: string) => ({ service, status: 'queued', requestid: null, reason: WAITING_FOR_NETWORK });

async function pinnedStore() {
  const store = freshStore();
  await savePinningSettings(store.db, {
    kuboUrl: mock.kuboUrl,
    kuboToken: 'kubo-token',
    serviceUrl: mock.psaUrl,
    serviceToken: 'psa-token',
  });
  const document = await importDocument(store, {
    name: 'lease.pdf',
    type: 'application/pdf',
    content: pseudoRandomBytes(37, 300_000),
  });
  return { store, document };
}

/** The next pass of `resumePinsWhenOnline`, as its `onPass` reports it. */
function passes() {
  const seen: Array<(asked: number | Error) => void> = [];
  return {
    onPass: (asked: number | Error) => seen.shift()?.(asked),
    next: () => new Promise<number | Error>((done) => seen.push(done)),
  };
}

describe('pins while offline', () => {
  it('are queued, waiting for the network, without a request to any service', async () => {
    const { store, document } = await pinnedStore();
    const before = mock.requests.length;
    online = false;
    expect(await pinAtKubo(store, document, { url: mock.kuboUrl, token: 'kubo-token' })).toMatchObject(waiting('kubo'));
    expect(await pinAtService(store, document, { url: mock.psaUrl, token: 'psa-token' })).toMatchObject(
      waiting('pinningService'),
    );
    expect(mock.requests.length).toBe(before);
    expect((await store.db.documents.get(document.id))?.pins).toHaveLength(2);
  });

  it('are queued when the network drops during the request, not failed', async () => {
    const { store, document } = await pinnedStore();
    const dropping: typeof fetch = () => {
      online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    expect(
      await pinAtService(store, document, { url: mock.psaUrl, token: 'psa-token', fetch: dropping }),
    ).toMatchObject(waiting('pinningService'));
  });

  it('go out by themselves on the online event, at both services, and end pinned', async () => {
    const { store, document } = await pinnedStore();
    online = false;
    await pinAtKubo(store, document, { url: mock.kuboUrl, token: 'kubo-token' });
    await pinAtService(store, document, { url: mock.psaUrl, token: 'psa-token' });
    const target = new EventTarget();
    const { onPass, next } = passes();
    const first = next();
    const stop = resumePinsWhenOnline(store.db, async () => store, { target, follow: { intervalMs: 5 }, onPass });
    // Started offline: nothing asked.
    expect(await first).toBe(0);
    expect(mock.imported.has(document.cid)).toBe(false);

    online = true;
    const second = next();
    target.dispatchEvent(new Event('online'));
    expect(await second).toBe(2);
    expect(mock.imported.get(document.cid)).toBeGreaterThan(0);
    const pins = (await store.db.documents.get(document.id))?.pins ?? [];
    expect(pins.map((pin) => [pin.service, pin.status]).sort()).toEqual([
      ['kubo', 'pinned'],
      ['pinningService', 'pinned'],
    ]);

    // Nothing waits any more: the next online event asks nothing; after the stop, none is heard.
    const third = next();
    target.dispatchEvent(new Event('online'));
    expect(await third).toBe(0);
    stop();
    const requests = mock.requests.length;
    target.dispatchEvent(new Event('online'));
    expect(mock.requests.length).toBe(requests);
  });

  it('resumes at start when already online (pins queued in an earlier session) and leaves failed pins alone', async () => {
    const { store, document } = await pinnedStore();
    online = false;
    await pinAtService(store, document, { url: mock.psaUrl, token: 'psa-token' });
    online = true;
    const refused = await pinAtKubo(store, document, { url: mock.kuboUrl, token: 'wrong' });
    expect(refused.status).toBe('failed');

    const { onPass, next } = passes();
    const first = next();
    const stop = resumePinsWhenOnline(store.db, async () => store, {
      target: new EventTarget(),
      follow: { intervalMs: 5 },
      onPass,
    });
    expect(await first).toBe(1);
    stop();
    const pins = (await store.db.documents.get(document.id))?.pins ?? [];
    expect(pins.find((pin) => pin.service === 'pinningService')?.status).toBe('pinned');
    expect(pins.find((pin) => pin.service === 'kubo')?.status).toBe('failed');
  });
});

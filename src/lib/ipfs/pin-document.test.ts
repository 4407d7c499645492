// Pinning documents against local servers implementing the published Kubo RPC dag/import and
// Pinning Service API contracts (scripts/lib/mock-pinning.mjs): status recorded per service.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPinning, type MockPinning } from '../../../scripts/lib/mock-pinning.mjs';
import { importDocument } from './document-store';
import { pinAtKubo, pinAtService } from './pin-document';
import {
  CID_PROFILE_KEY,
  readCidProfile,
  readPinningSettings,
  saveCidProfile,
  savePinningSettings,
} from './pinning-settings';
import { freshStore } from './test-store.testing';
import { pseudoRandomBytes } from './test-bytes.testing';

let mock: MockPinning;
beforeAll(async () => {
  mock = await startMockPinning({ token: 'psa-token', kuboToken: 'kubo-token' });
});
afterAll(() => mock.stop());

describe('pinning a document', () => {
  it('uploads its CAR to Kubo and records it pinned; a refused token is recorded as failed with the reason', async () => {
    const store = freshStore();
    const document = await importDocument(store, {
      name: 'deed.pdf',
      type: 'application/pdf',
      content: pseudoRandomBytes(21, 400_000),
    });
    expect(await pinAtKubo(store, document, { url: mock.kuboUrl, token: 'kubo-token' })).toMatchObject({
      service: 'kubo',
      status: 'pinned',
      reason: null,
    });
    expect(mock.imported.get(document.cid)).toBe(3);
    const refused = await pinAtKubo(store, document, { url: mock.kuboUrl, token: 'wrong' });
    expect(refused).toMatchObject({ service: 'kubo', status: 'failed' });
    expect(refused.reason).toMatch(/403|token|forbidden/i);
    expect((await store.db.documents.get(document.id))?.pins).toHaveLength(1);
  });

  it('follows a Pinning Service request to pinned, records a failed one with the service’s reason, and a 401', async () => {
    const store = freshStore();
    const endpoint = { url: mock.psaUrl, token: 'psa-token' };
    const ok = await importDocument(store, {
      name: 'ok.txt',
      type: 'text/plain',
      content: new TextEncoder().encode('pin me'),
    });
    const seen: string[] = [];
    expect(
      await pinAtService(store, ok, endpoint, { intervalMs: 5, onStatus: (s) => seen.push(s.status) }),
    ).toMatchObject({ service: 'pinningService', status: 'pinned' });
    expect(seen.at(-1)).toBe('pinned');

    const bad = await importDocument(store, {
      name: 'bad.txt',
      type: 'text/plain',
      content: new TextEncoder().encode('no room for me'),
    });
    mock.failCids.add(bad.cid);
    const failed = await pinAtService(store, bad, endpoint, { intervalMs: 5 });
    expect(failed.status).toBe('failed');
    expect(failed.reason).toContain(bad.cid);

    const unauthorised = await pinAtService(store, ok, { url: mock.psaUrl, token: 'nope' }, { intervalMs: 5 });
    expect(unauthorised).toMatchObject({ status: 'failed', requestid: null });
    expect(unauthorised.reason).toMatch(/401|UNAUTHORIZED|token/i);
  });

  it('keeps the endpoints in the workspace and refuses a URL that is not http(s)', async () => {
    const { db } = freshStore();
    await savePinningSettings(db, {
      kuboUrl: ' http://127.0.0.1:5001 ',
      kuboToken: '',
      serviceUrl: 'https://pin.example.com/psa',
      serviceToken: 'secret',
    });
    expect(await readPinningSettings(db)).toEqual({
      kubo: { url: 'http://127.0.0.1:5001', token: null },
      service: { url: 'https://pin.example.com/psa', token: 'secret' },
    });
    await expect(
      savePinningSettings(db, { kuboUrl: 'ftp://x', kuboToken: '', serviceUrl: '', serviceToken: '' }),
    ).rejects.toThrow(/http/);
    await savePinningSettings(db, { kuboUrl: '', kuboToken: '', serviceUrl: '', serviceToken: '' });
    expect(await readPinningSettings(db)).toEqual({ kubo: null, service: null });
  });

  it('keeps the default CID profile in the workspace beside the endpoints: kubo until another is saved', async () => {
    const { db } = freshStore();
    expect(await readCidProfile(db)).toBe('kubo');
    await saveCidProfile(db, 'unixfs-v1-2025');
    expect(await readCidProfile(db)).toBe('unixfs-v1-2025');
    await savePinningSettings(db, { kuboUrl: '', kuboToken: '', serviceUrl: '', serviceToken: '' });
    expect(await readCidProfile(db)).toBe('unixfs-v1-2025');
    await db.meta.put({ key: CID_PROFILE_KEY, value: 'v3-from-a-newer-backup' }); // not a profile this build knows
    expect(await readCidProfile(db)).toBe('kubo');
  });
});

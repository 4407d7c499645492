import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '@/lib/db/entities/mail';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import {
  deleteMessage,
  markPrepared,
  markSent,
  messagesAbout,
  readMailSettings,
  saveMailSettings,
  saveMessage,
} from './mail-store';
import { BUILT_IN_TEMPLATES, fillTemplate, missingVariables } from './templates';
import { billVariables } from './variables';

let db: WorkspaceDb;
afterEach(async () => {
  await db?.delete();
});

const message = (id: string, recordId: string, createdAt: string): MailMessage => ({
  id,
  kind: 'invoice',
  templateId: 'builtin-invoice',
  record: { type: 'invoice', id: recordId },
  to: 'a@example.com',
  subject: `Subject ${id}`,
  body: 'Body',
  attachments: [],
  status: 'draft',
  preparedAt: null,
  sentAt: null,
  createdAt,
  updatedAt: createdAt,
  revision: 1,
});

describe('the mail store', () => {
  it('keeps a record’s history, newest first, through draft → outbox → sent', async () => {
    db = freshDb();
    await saveMessage(db, message('m1', 'inv-1', '2026-11-01T00:00:00.000Z'), null);
    await saveMessage(db, message('m2', 'inv-1', '2026-11-02T00:00:00.000Z'), null);
    await saveMessage(db, message('m3', 'inv-2', '2026-11-03T00:00:00.000Z'), null);
    const history = await messagesAbout(db, { type: 'invoice', id: 'inv-1' });
    expect(history.map((m) => m.id)).toEqual(['m2', 'm1']);
    const prepared = await markPrepared(db, history[0]!, '2026-11-04T00:00:00.000Z');
    expect(prepared).toMatchObject({ status: 'outbox', preparedAt: '2026-11-04T00:00:00.000Z', revision: 2 });
    const sent = await markSent(db, prepared, '2026-11-05T00:00:00.000Z');
    expect(sent).toMatchObject({ status: 'sent', sentAt: '2026-11-05T00:00:00.000Z' });
    // A stale copy is refused; a sent message stays in the log.
    await expect(markSent(db, prepared, '2026-11-06T00:00:00.000Z')).rejects.toThrow(/changed elsewhere/);
    expect(() => deleteMessage(db, sent)).toThrow(/stays in the log/);
    expect(await messagesAbout(db, { type: 'bill', id: 'inv-1' })).toEqual([]);
  });
  it('reads the settings with their defaults, and saves them', async () => {
    db = freshDb();
    expect(await readMailSettings(db)).toEqual({ from: '', offsets: [-7, 0, 7] });
    await saveMailSettings(db, { from: ' me@example.com ', offsets: [-3, 1] });
    expect(await readMailSettings(db)).toEqual({ from: 'me@example.com', offsets: [-3, 1] });
  });
});

describe('a bill’s variables', () => {
  it('fill the remittance advice exactly, naming what the records lack', () => {
    const bill = sampleBill({ total: '1250500000000000000000', billNumber: 'PC-77' });
    const variables = billVariables({ bill, vendor: undefined, profile: sampleProfile({ address: '' }) });
    const body = fillTemplate(BUILT_IN_TEMPLATES.remittance.body, variables);
    expect(body).toContain('We have paid your bill PC-77 of 1,250.5\u00a0ETH (due 2026-03-31)');
    expect(missingVariables(body)).toEqual(['contact', 'companyAddress']);
  });
});

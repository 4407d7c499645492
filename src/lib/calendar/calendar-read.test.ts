import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import { OUR_WALLET, sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { readCalendarData } from './calendar-read';
import { derivedEvents } from './derived-sources';

let db: WorkspaceDb;
afterEach(() => db?.close());

const WINDOW = { from: '2026-03-01', to: '2026-03-31', today: '2026-03-15' };

describe('the Calendar read', () => {
  it('reads the zone, names, and paid from the router payments (settled like the Client page)', async () => {
    db = freshDb();
    const invoice = sampleInvoice({ dueDate: '2026-03-20' });
    await db.companyProfile.put(sampleProfile({ timeZone: 'Asia/Tokyo' }));
    await db.counterparties.put(sampleCounterparty({ isVendor: true }));
    await db.invoices.put(invoice);
    await db.bills.put(sampleBill({ vendorId: 'client-1', state: 'approved', dueDate: '2026-03-10' }));
    const before = await readCalendarData(db, OUR_WALLET);
    expect(before.companyZone).toBe('Asia/Tokyo');
    expect(derivedEvents(before.records, WINDOW).map((e) => [e.title, e.detail, e.status])).toEqual([
      ['Bill V-100 due', 'Northwind Traders', 'overdue'],
      ['Reminder: invoice INV-0007', 'Northwind Traders · 7 days before', 'overdue'],
      ['Invoice INV-0007 due', 'Northwind Traders', 'open'],
      ['Reminder: invoice INV-0007', 'Northwind Traders · on the due date', 'open'],
      ['Reminder: invoice INV-0007', 'Northwind Traders · 7 days after', 'open'],
    ]);
    await db.payments.put({
      id: `31337:0x${'77'.repeat(32)}:0`,
      chainId: 31337,
      hash: `0x${'77'.repeat(32)}`,
      logIndex: 0,
      blockNumber: 5,
      blockHash: `0x${'88'.repeat(32)}`,
      time: '2026-03-05T00:00:00.000Z',
      router: OUR_WALLET,
      reference: invoice.reference,
      payer: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      payee: OUR_WALLET,
      token: null,
      units: invoice.total,
      transferChecked: true,
      direction: 'in',
      updatedAt: '2026-03-05T00:00:00.000Z',
    });
    const after = await readCalendarData(db, OUR_WALLET);
    expect(after.records.invoices[0]?.paid).toBe(true);
    // A paid invoice has no reminders left (Mail's schedule, read through lib/mail).
    expect(derivedEvents(after.records, WINDOW).filter((e) => e.kind === 'reminder')).toEqual([]);
    expect(after.links.map((l) => l.label)).toEqual([
      'Client: Northwind Traders',
      'Vendor: Northwind Traders',
      'Invoice INV-0007',
      'Bill V-100',
    ]);
  });
});

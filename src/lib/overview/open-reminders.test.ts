import { describe, expect, it } from 'vitest';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import { openAmounts, reminderInvoices } from '@/lib/mail/invoice-open';
import { remindersAround } from '@/lib/mail/reminders';
import type { OverviewRecords } from './read-overview';
import { openReminders, openStates } from './overview-model';

const CLIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe("the Dashboard's reminders are Mail's", () => {
  const a = sampleInvoice({ id: 'a', number: 'INV-1', state: 'sent', dueDate: '2026-12-01' });
  const b = sampleInvoice({
    id: 'b',
    number: 'INV-2',
    state: 'sent',
    dueDate: '2026-11-10',
    reference: `0x${'0b'.repeat(32)}`,
  });
  const c = sampleInvoice({
    id: 'c',
    number: 'INV-3',
    state: 'sent',
    dueDate: '2026-11-06',
    reference: `0x${'0c'.repeat(32)}`,
  });
  // INV-2 was paid in full through the router; INV-1 and INV-3 are open.
  const paid: ChainPayment = {
    id: `31337:0x${'e'.repeat(64)}:0`,
    chainId: 31337,
    hash: `0x${'e'.repeat(64)}`,
    logIndex: 0,
    blockNumber: 9,
    time: '2026-11-09T10:00:00.000Z',
    reference: b.reference,
    payer: CLIENT,
    payee: b.payee,
    token: null,
    units: b.total,
    transferChecked: true,
  } as unknown as ChainPayment;
  const records = {
    invoices: [a, b, c],
    payments: [paid],
    incoming: [],
    invoiceWallets: new Set([a.payee.toLowerCase()]),
    bills: [],
    billPayments: [],
    txStatus: new Map(),
    billWallets: new Set(),
    reminderSchedules: new Map(),
    reminderOffsets: [-7, 0, 7],
  } as unknown as OverviewRecords;

  it('lists the same reminders due as Mail: 30 days back to 30 days ahead, none for a paid invoice', () => {
    const today = '2026-12-02';
    const dashboard = openReminders(records, openStates(records).receivables.items, today);
    // Window 2026-11-02 … 2026-12-31. INV-1 (due 12-01): 11-24, 12-01, 12-08. INV-3 (due 11-06):
    // 10-30 is before the window, 11-06 and 11-13 in it. INV-2 is paid: none.
    expect(dashboard.map((r) => [r.number, r.date, r.offset])).toEqual([
      ['INV-3', '2026-11-06', 0],
      ['INV-3', '2026-11-13', 7],
      ['INV-1', '2026-11-24', -7],
      ['INV-1', '2026-12-01', 0],
      ['INV-1', '2026-12-08', 7],
    ]);
    const open = openAmounts([a, b, c], [paid], [], null);
    const mail = remindersAround(reminderInvoices([a, b, c], open), new Map(), [-7, 0, 7], today);
    expect(mail).toEqual(dashboard);
  });
});

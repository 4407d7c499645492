import { describe, expect, it } from 'vitest';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { sampleDocument, sampleInvoice } from '@/lib/db/search-samples.testing';
import type { ChainPayment } from '@/lib/db/entities/chain-payment';
import type { BillPayment } from '@/lib/db/entities/bill';
import type { CommsActivity, CommsNote, SignedMessage } from '@/lib/db/entities/comms';
import { counterpartyTimeline, type TimelineRecords } from './counterparty-timeline';
import { filterTimeline } from './timeline';

const AUTHOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'12'.repeat(32)}`;
const invoice = sampleInvoice({ id: 'i1', clientId: 'acme', issuedAt: '2026-03-02T09:00:00.000Z' });
const otherInvoice = sampleInvoice({ id: 'i2', number: 'INV-0008', clientId: 'someone-else', sequence: 8 });
const bill = sampleBill({ id: 'b1', vendorId: 'acme', state: 'approved', updatedAt: '2026-03-04T10:00:00.000Z' });

const payment = {
  id: `31337:${HASH}:0`,
  chainId: 31337,
  hash: HASH,
  logIndex: 0,
  blockNumber: 5,
  blockHash: HASH,
  time: '2026-03-10T12:00:00.000Z',
  router: AUTHOR,
  reference: invoice.reference,
  payer: AUTHOR,
  payee: invoice.payee,
  token: null,
  units: '1000000000000000000',
  transferChecked: true,
  direction: 'in',
  updatedAt: '2026-03-10T12:00:00.000Z',
} as ChainPayment;
const billPayment: BillPayment = {
  id: 'bp1',
  kind: 'single',
  chainId: 31337,
  hash: `0x${'34'.repeat(32)}`,
  from: AUTHOR,
  asset: bill.asset,
  items: [{ billId: 'b1', payee: bill.payee, units: bill.total }],
  createdAt: '2026-03-11T08:00:00.000Z',
};
// The router row of the same bill payment: shown once, as the payment sent from the app.
const billRouterRow = {
  ...payment,
  id: 'r2',
  hash: billPayment.hash,
  reference: bill.reference,
  direction: 'out',
} as ChainPayment;

const note = (id: string, mentions: CommsNote['mentions'], createdAt: string): CommsNote => ({
  id,
  author: AUTHOR,
  body: `Body ${id}`,
  mentions,
  createdAt,
  updatedAt: createdAt,
  revision: 1,
});
const call: CommsActivity = {
  id: 'c1',
  kind: 'call',
  counterpartyId: 'acme',
  date: '2026-03-12',
  time: '09:30',
  subject: 'Payment plan',
  participants: ['m1'],
  others: 'Jo from Acme',
  outcome: 'They pay on Friday',
  loggedBy: AUTHOR,
  createdAt: '2026-03-12T10:00:00.000Z',
  updatedAt: '2026-03-12T10:00:00.000Z',
  revision: 1,
};
const signed: SignedMessage = {
  id: 's1',
  counterpartyId: 'acme',
  title: 'Commitment',
  kind: 'message',
  content: 'We pay',
  signer: AUTHOR,
  signature: `0x${'ab'.repeat(65)}`,
  chainId: null,
  origin: 'signed',
  verifiedVia: 'key',
  signedAt: '2026-03-13T00:00:00.000Z',
  createdAt: '2026-03-13T00:00:00.000Z',
  revision: 1,
};

const records: TimelineRecords = {
  invoices: [invoice, otherInvoice],
  bills: [bill],
  billApprovals: [],
  payments: [payment, billRouterRow],
  billPayments: [billPayment],
  documents: [
    sampleDocument({
      id: 'd1',
      links: [{ kind: 'bill', id: 'b1', label: 'Bill V-100' }],
      createdAt: '2026-03-05T00:00:00.000Z',
    }),
    sampleDocument({ id: 'd2', links: [{ kind: 'invoice', id: 'i2', label: 'Invoice INV-0008' }] }),
  ],
  commsNotes: [
    note('n1', [{ kind: 'invoice', id: 'i1', label: 'Invoice INV-0007' }], '2026-03-06T00:00:00.000Z'),
    note('n2', [{ kind: 'counterparty', id: 'acme', label: 'Acme' }], '2026-03-07T00:00:00.000Z'),
    note('n3', [{ kind: 'invoice', id: 'i2', label: 'Invoice INV-0008' }], '2026-03-08T00:00:00.000Z'),
    note('n4', [{ kind: 'document', id: 'd1', label: 'Document' }], '2026-03-09T00:00:00.000Z'),
  ],
  commsActivities: [call, { ...call, id: 'c2', counterpartyId: 'someone-else' }],
  signedMessages: [signed, { ...signed, id: 's2', counterpartyId: null }],
  mailMessages: [
    {
      id: 'm1',
      kind: 'reminder',
      templateId: 'reminder',
      record: { type: 'invoice', id: 'i1' },
      to: 'ap@acme.test',
      subject: 'Invoice INV-0007 is due',
      body: '',
      attachments: [],
      status: 'sent',
      preparedAt: '2026-03-09T12:00:00.000Z',
      sentAt: '2026-03-09T13:00:00.000Z',
      createdAt: '2026-03-09T11:00:00.000Z',
      updatedAt: '2026-03-09T13:00:00.000Z',
      revision: 3,
    },
  ],
};
const names = { wallet: () => 'Ada', member: (id: string) => (id === 'm1' ? 'Ada' : id) };

describe('counterpartyTimeline', () => {
  const timeline = counterpartyTimeline(records, 'acme', names);

  it("merges only this counterparty's records from every source, newest first", () => {
    expect(timeline.map((item) => item.id)).toEqual([
      'signed:s1',
      'call:c1',
      'payment:bill:bp1',
      'payment:chain:31337:0x1212121212121212121212121212121212121212121212121212121212121212:0',
      'mail:m1',
      'note:n4',
      'note:n2',
      'note:n1',
      'document:d1',
      'bill:b1:approved',
      'invoice:i1:sent',
      'bill:b1:created',
      'invoice:i1:created',
    ]);
  });

  it('links each item to where its record is kept, and says who took part in a call', () => {
    const byId = new Map(timeline.map((item) => [item.id, item]));
    expect(byId.get('invoice:i1:sent')?.link?.path).toBe('/platform/client?tab=invoices&invoice=i1');
    expect(byId.get('bill:b1:approved')?.link?.path).toBe('/platform/vendors?tab=bills&bill=b1');
    expect(byId.get('payment:bill:bp1')?.link?.path).toBe(`/platform/transactions?tx=${billPayment.hash}`);
    expect(byId.get('document:d1')?.link?.path).toBe('/platform/storage?tab=documents&document=d1');
    expect(byId.get('call:c1')?.detail).toBe('With Ada, Jo from Acme. They pay on Friday');
    expect(byId.get('payment:bill:bp1')?.amount?.units).toBe(10n ** 18n);
    expect(byId.get('mail:m1')).toMatchObject({
      title: 'Payment reminder sent',
      link: { path: '/platform/mail?message=m1' },
    });
  });

  it('filters the merged timeline by kind', () => {
    expect(filterTimeline(timeline, ['call', 'signed']).map((item) => item.kind)).toEqual(['signed', 'call']);
  });

  it('is empty for a counterparty nothing points at', () => {
    expect(counterpartyTimeline(records, 'nobody', names)).toEqual([]);
  });
});

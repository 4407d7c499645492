import { describe, expect, it } from 'vitest';
import { chainPaymentSchema, type ChainPayment } from '@/lib/db/entities/chain-payment';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import { CLIENT, NOW, OURS, VENDOR, counterparty, daysAgo, row } from '../rows.testing';
import { billsPaidTwice, unexpectedPayers } from './payment-checks';

const now = Date.parse(NOW);

function payment(
  reference: string,
  payer: string,
  hashByte: string,
  direction: ChainPayment['direction'],
): ChainPayment {
  const hash = `0x${hashByte.repeat(32)}`;
  return chainPaymentSchema.parse({
    id: `31337:${hash}:0`,
    chainId: 31337,
    hash,
    logIndex: 0,
    blockNumber: 5,
    blockHash: `0x${'ee'.repeat(32)}`,
    time: daysAgo(2),
    router: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    reference,
    payer,
    payee: direction === 'in' ? OURS : VENDOR,
    token: null,
    units: '1000000000000000000',
    transferChecked: true,
    direction,
    updatedAt: NOW,
  });
}

describe('payment checks', () => {
  it("flags an invoice paid from a wallet that is none of the client's, not one paid by the client", () => {
    const invoice = sampleInvoice({ clientId: 'cp-Bigco' });
    const client = counterparty('Bigco', CLIENT);
    const found = unexpectedPayers(
      [invoice],
      [payment(invoice.reference, VENDOR, 'a1', 'in'), payment(invoice.reference, CLIENT, 'a2', 'in')],
      [client],
      now,
    );
    expect(found.map((item) => item.kind)).toEqual(['unexpected-payer']);
    expect(found[0]?.reason).toContain(VENDOR);
  });

  it('flags a bill with two confirmed transactions paying it', () => {
    const bill = sampleBill();
    const first = payment(bill.reference, OURS, 'b1', 'out');
    const second = payment(bill.reference, OURS, 'b2', 'out');
    const rows = [row({ hash: first.hash, time: daysAgo(2) }), row({ hash: second.hash, time: daysAgo(2) })];
    expect(billsPaidTwice([bill], [], [first], rows, now)).toEqual([]);
    const found = billsPaidTwice([bill], [], [first, second], rows, now);
    expect(found.map((item) => item.title)).toEqual(['Bill V-100 paid 2 times']);
    expect(found[0]?.why.rowIds).toEqual([`31337:${first.hash}`, `31337:${second.hash}`]);
  });
});

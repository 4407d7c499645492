import { describe, expect, it } from 'vitest';
import { checkInvoice, emptyLine, type InvoiceValues } from './invoice-form';
import { invoiceView } from './invoice-status';

const asset = {
  chainId: 31337,
  kind: 'erc20' as const,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'TUSD',
  decimals: 6,
  name: 'Test',
};
const values = (over: Partial<InvoiceValues> = {}): InvoiceValues => ({
  clientId: 'c1',
  issueDate: '2026-01-31',
  dueDate: '2026-03-02',
  assetKey: 'k',
  payee: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  lines: [{ ...emptyLine(), description: 'Work', unitPrice: '12.5' }],
  notes: '',
  terms: '',
  incomeAccountId: 'sales',
  ...over,
});

describe('invoice form', () => {
  it('gives exact units for the typed price', () => {
    const result = checkInvoice(values(), asset);
    expect(result.ok && result.input.lines[0]?.unitPrice).toBe('12500000');
  });
  it('names each bad field', () => {
    const result = checkInvoice(
      values({
        clientId: '',
        dueDate: '2026-01-01',
        lines: [
          {
            description: '',
            quantity: '1.1234567',
            unitPrice: '1.0000001',
            discountPercent: '101',
            taxRatePercent: 'x',
          },
        ],
      }),
      asset,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual([
        'clientId',
        'dueDate',
        'lines.0.description',
        'lines.0.discountPercent',
        'lines.0.quantity',
        'lines.0.taxRatePercent',
        'lines.0.unitPrice',
      ]);
  });
});

describe('invoice status', () => {
  it('reads Issued until Mail marks a message about the invoice sent, Sent after', () => {
    const unpaid = { status: 'unpaid', open: 5n } as const;
    const invoice = { state: 'sent', dueDate: '2026-03-01' } as const;
    expect(invoiceView(invoice, unpaid, '2026-02-01', false).label).toBe('Issued');
    expect(invoiceView(invoice, unpaid, '2026-03-02', false).label).toBe('Issued · Overdue');
    expect(invoiceView(invoice, unpaid, '2026-02-01', true).label).toBe('Sent');
    expect(invoiceView({ state: 'draft', dueDate: '2026-03-01' }, unpaid, '2026-02-01', false).label).toBe('Draft');
  });

  it('derives paid, partially paid and overdue', () => {
    expect(invoiceView({ state: 'sent', dueDate: '2026-01-01' }, { status: 'unpaid', open: 5n }, '2026-02-01')).toEqual(
      { status: 'sent', overdue: true, label: 'Sent · Overdue' },
    );
    expect(
      invoiceView({ state: 'sent', dueDate: '2026-03-01' }, { status: 'partially-paid', open: 5n }, '2026-02-01').label,
    ).toBe('Partially paid');
    expect(
      invoiceView({ state: 'sent', dueDate: '2026-01-01' }, { status: 'paid', open: 0n }, '2026-02-01').label,
    ).toBe('Paid');
    expect(
      invoiceView({ state: 'void', dueDate: '2026-01-01' }, { status: 'unpaid', open: 5n }, '2026-02-01').label,
    ).toBe('Void');
  });
});

import { describe, expect, it } from 'vitest';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import type { BillState } from '@/lib/db/entities/bill';
import type { DocumentStatus } from '@/lib/payments/document-status';
import { billsByAttention } from './bill-order';

const row = (
  billNumber: string,
  state: BillState,
  due: DocumentStatus,
  dueDate: string,
  issueDate: string,
  open = 0n,
) => ({
  bill: sampleBill({ id: billNumber, billNumber, state, dueDate, issueDate }),
  due,
  open,
});

describe('the bills list order', () => {
  it('opens on overdue, then to approve, then to pay (soonest due first), then the rest newest first', () => {
    const rows = [
      row('PAID-OLD', 'approved', 'paid', '2026-01-15', '2026-01-01'),
      row('PAY-LATE', 'approved', 'due', '2026-12-20', '2026-12-01', 5n),
      row('OVERDUE-2', 'approved', 'overdue', '2026-10-01', '2026-09-15', 5n),
      row('APPROVE', 'awaiting-approval', 'due', '2026-12-10', '2026-11-20'),
      row('PAID-NEW', 'approved', 'paid', '2026-11-15', '2026-11-01'),
      row('OVERDUE-1', 'awaiting-approval', 'overdue', '2026-08-01', '2026-07-15'),
      row('PAY-SOON', 'approved', 'due', '2026-12-05', '2026-11-21', 5n),
      row('DRAFT', 'draft', 'draft', '2026-12-30', '2026-11-25'),
    ];
    expect(billsByAttention(rows).map((r) => r.bill.billNumber)).toEqual([
      'OVERDUE-1',
      'OVERDUE-2',
      'APPROVE',
      'PAY-SOON',
      'PAY-LATE',
      'DRAFT',
      'PAID-NEW',
      'PAID-OLD',
    ]);
  });
});

// The Vendor statement closes on the vendor's balance in the company's currency as the books hold it
// (its share of Accounts payable, lib/ledger/store/party-books.ts): a payable reads as owed, a payment
// beyond the bill as the vendor's credit, in pounds as in the asset.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BillPayment } from '@/lib/db/entities/bill';
import type { TxStatus } from '@/lib/db/entities/chain-transaction';
import { sampleBill } from '@/lib/db/sample-bill.testing';
import { freshDb } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { entry, eth } from '@/lib/ledger/functional/functional.testing';
import { seedPoundBooks } from '@/lib/ledger/store/party-books.testing';
import { billRows } from '@/platform/features/vendors/model/bills-view';
import { StatementSection } from './statement-section';

const OURS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HASH = `0x${'ab'.repeat(32)}`;
let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

const bill = sampleBill({ id: 'b1', vendorId: 'vendor-1', state: 'approved', total: '500000000000000000' });
const vendors = [{ id: 'vendor-1', name: 'Cloudrest', wallets: [], paymentTermsDays: 30, expenseAccountId: null }];

async function closingOf(paid: string | null): Promise<HTMLElement> {
  const payments: BillPayment[] = paid
    ? [
        {
          id: 'pay-1',
          kind: 'single',
          chainId: 31337,
          hash: HASH,
          from: OURS,
          asset: bill.asset,
          items: [{ billId: 'b1', payee: bill.payee, units: paid }],
          createdAt: '2026-03-05T00:00:00.000Z',
        },
      ]
    : [];
  const txStatus = new Map<string, TxStatus>([[`31337:${HASH}`, 'confirmed']]);
  await seedPoundBooks(
    db,
    [
      entry('2026-03-01', 'V-100', [eth(ACCOUNT_IDS.software, '0.5'), eth(ACCOUNT_IDS.payable, '-0.5')], 'bill:b1'),
      ...(paid
        ? [
            entry(
              '2026-03-05',
              'Pay V-100',
              [eth(ACCOUNT_IDS.payable, '0.6'), eth(ACCOUNT_IDS.suspense, '-0.6')],
              `tx:31337:${HASH}:native`,
            ),
          ]
        : []),
    ],
    [['2026-03-01', '1480.68']],
  );
  await db.bills.put(bill);
  await db.billPayments.bulkPut(payments);
  const ourWallets = new Set([OURS.toLowerCase()]);
  const rows = billRows({
    today: '2026-03-10',
    bills: [bill],
    approvals: [],
    payments,
    txStatus,
    chainPayments: [],
    ourWallets,
    vendorNames: new Map([['vendor-1', 'Cloudrest']]),
  });
  render(
    <StatementSection
      db={db}
      rows={rows}
      vendors={vendors}
      payments={payments}
      txStatus={txStatus}
      chainPayments={[]}
      ourWallets={ourWallets}
    />,
  );
  fireEvent.change(screen.getByLabelText('Statement for'), { target: { value: 'vendor-1' } });
  return screen.findByTestId('statement-closing');
}

describe('the Vendor statement’s closing line', () => {
  it('shows what is owed to the vendor in pounds beside the quantity', async () => {
    const closing = await closingOf(null);
    expect(within(closing).getByTestId('statement-closing-quantity').textContent).toBe('0.5\u00a0ETH');
    await expect.poll(() => within(closing).getByTestId('statement-closing-value').textContent).toBe('£740.34');
    expect(screen.getAllByTestId('statement-closing-note')[0]?.textContent).toContain(
      'its share of Accounts payable in Reports',
    );
  });

  it('reads a payment beyond the bill as the vendor’s credit, in pounds as in the asset', async () => {
    const closing = await closingOf('600000000000000000');
    expect(within(closing).getByTestId('statement-closing-quantity').textContent).toBe('0.1\u00a0ETH vendor credit');
    await expect
      .poll(() => within(closing).getByTestId('statement-closing-value').textContent)
      .toBe('£148.07 vendor credit');
  });
});

// The Client statement closes on the client's balance in the company's currency as the books hold it
// (its share of Accounts receivable, lib/ledger/store/party-books.ts), beside the closing quantity,
// through lib/money's formatMoney, with the stale price behind it named.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDb } from '@/lib/db/sample-records.testing';
import { sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { entry, eth } from '@/lib/ledger/functional/functional.testing';
import { seedPoundBooks } from '@/lib/ledger/store/party-books.testing';
import { ClientStatement } from './receivables-section';

let db: WorkspaceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

const invoices = [
  sampleInvoice({ id: 'i1', clientId: 'client-1' }),
  sampleInvoice({ id: 'i2', clientId: 'client-2', number: 'INV-0008', sequence: 8, total: '2000000000000000000' }),
];
const clients = [
  sampleCounterparty({ id: 'client-1', name: 'Northwind' }),
  sampleCounterparty({ id: 'client-2', name: 'Marlow' }),
];

async function statementOf(name: string, currency = 'GBP'): Promise<HTMLElement> {
  await seedPoundBooks(
    db,
    [
      entry('2026-03-01', 'INV-0007', [eth(ACCOUNT_IDS.receivable, '1'), eth(ACCOUNT_IDS.sales, '-1')], 'invoice:i1'),
      entry('2026-03-01', 'INV-0008', [eth(ACCOUNT_IDS.receivable, '2'), eth(ACCOUNT_IDS.sales, '-2')], 'invoice:i2'),
    ],
    [['2026-03-01', '1480.68']],
    currency,
  );
  await db.invoices.bulkPut(invoices);
  render(<ClientStatement db={db} invoices={invoices} clients={clients} settled={new Map()} />);
  fireEvent.change(screen.getByLabelText('Statement for'), {
    target: { value: clients.find((c) => c.name === name)?.id },
  });
  return screen.findByTestId('statement-closing');
}

describe('the Client statement’s closing line', () => {
  it('shows the client’s balance in pounds beside the closing quantity, and the price behind it', async () => {
    const closing = await statementOf('Marlow');
    expect(within(closing).getByTestId('statement-closing-quantity').textContent).toBe('2\u00a0ETH');
    const value = within(closing).getByTestId('statement-closing-value');
    await expect.poll(() => value.textContent).toBe('£2,961.36');
    const notes = screen.getAllByTestId('statement-closing-note').map((note) => note.textContent);
    expect(notes[0]).toMatch(
      /^In GBP as the books hold it on \d{4}-\d{2}-\d{2}: .*its share of Accounts receivable in Reports\.$/,
    );
    // The price was typed for 1 March: every later day it values is past its heartbeat, and says so.
    expect(notes[1]).toMatch(
      /^Stale price: ETH at 1480\.68 GBP, the price entered for 2026-03-01, was \d+ days old on /,
    );
  });

  it('reads each client’s own position, not a share of the control account', async () => {
    const closing = await statementOf('Northwind');
    await expect.poll(() => within(closing).getByTestId('statement-closing-value').textContent).toBe('£1,480.68');
  });

  it('says so when the company has no currency, and keeps the quantities', async () => {
    const closing = await statementOf('Northwind', '');
    await expect
      .poll(() => within(closing).getByTestId('statement-closing-value').textContent)
      .toBe('No company currency (Company)');
    expect(within(closing).getByTestId('statement-closing-quantity').textContent).toBe('1\u00a0ETH');
  });
});

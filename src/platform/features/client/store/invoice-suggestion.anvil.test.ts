// Suggested matches on a real anvil: token transfers from the client without a
// reference, of exactly an open invoice's amount, are suggested; the user accepts one (the invoice
// becomes paid, the `invoice:<id>:match:<tx>` entry is posted, the transfer is claimed by the invoice
// and never suggested again) and dismisses another (hidden from then on).
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { deployToken, mintToken, transferToken } from '../../../../../tests/fixtures/chain-actions';
import { syncOnAnvil, until } from '../../../../../tests/fixtures/sync-on-anvil';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { invoicePoster } from '@/lib/posting/invoices';
import { companyWallets, invoiceSettlements } from '@/lib/payments/invoice-settlement';
import { invoiceSuggestions } from '@/platform/features/client/model/client-view';
import { issueNext } from './invoice-issue.testing';
import { createInvoice, decideMatch, type InvoiceInput } from './invoice-store';
import { readClientData } from './use-client-data';

const chain = syncOnAnvil('invoice-suggestion');
const NOW = '2026-03-01T00:00:00.000Z';

describe('a transfer without a reference', { timeout: 30_000 }, () => {
  it('is suggested for the open invoice of the same payer and amount; accepted pays it, dismissed hides it', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, client] = accounts as [string, string];
    const token = getAddress(await deployToken(anvil.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
    await mintToken(anvil.rpcUrl, token, client, client, 100_000_000n);
    await db.counterparties.add({
      id: 'c1',
      name: 'Client Co',
      legalName: '',
      email: '',
      isClient: true,
      isVendor: false,
      wallets: [{ chainId: 31337, address: client }],
      taxId: '',
      address: '',
      paymentTermsDays: 30,
      incomeAccountId: null,
      expenseAccountId: null,
      notes: '',
      createdAt: NOW,
      updatedAt: NOW,
      revision: 1,
    });
    const input: InvoiceInput = {
      clientId: 'c1',
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      payee: me,
      notes: '',
      terms: '',
      incomeAccountId: ACCOUNT_IDS.sales,
      asset: { chainId: 31337, kind: 'erc20', address: token, symbol: 'TUSD', decimals: 6, name: 'Test Dollar' },
      lines: [{ description: 'Work', quantity: '1', unitPrice: '5000000', discountPercent: '0', taxRatePercent: '0' }],
    };
    const signature = { signer: me, chainId: 31337, signature: `0x${'11'.repeat(65)}`, message: '{}', signedAt: NOW };
    const first = await issueNext(db, await createInvoice(db, input, NOW), signature, NOW);
    const second = await issueNext(db, await createInvoice(db, input, NOW), signature, NOW);

    chain.start();
    const paid = await transferToken(anvil.rpcUrl, token, client, me, 5_000_000n);
    const other = await transferToken(anvil.rpcUrl, token, client, me, 5_000_000n);
    const view = async () => {
      const data = await readClientData(db);
      const settled = invoiceSettlements(
        data.invoices,
        data.payments,
        data.incoming,
        companyWallets(data.treasury, me, data.payments),
      );
      return {
        data,
        settled,
        suggestions: invoiceSuggestions(data.invoices, settled, data.counterparties, data.incoming, data.payments),
      };
    };
    await until(async () => expect((await view()).suggestions).toHaveLength(2));
    const { suggestions } = await view();
    // Each open invoice gets a transfer of its own; both come from the client, of the open amount.
    expect(suggestions.map((s) => s.recordId).sort()).toEqual([first.id, second.id].sort());
    expect(suggestions.map((s) => s.hash).sort()).toEqual([paid, other].sort());
    expect(suggestions.every((s) => s.units === 5_000_000n && s.from === client)).toBe(true);
    const accept = suggestions.find((s) => s.recordId === first.id)!;
    const dismiss = suggestions.find((s) => s.recordId === second.id)!;
    const live = async (prefix: string) =>
      (await db.journalEntries.where('source').startsWith(prefix).toArray()).filter(
        (e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf,
      );
    await until(async () => expect(await live(`tx:31337:${accept.hash}`)).toHaveLength(1)); // posted as an ordinary transfer until accepted

    await decideMatch(
      db,
      (await db.invoices.get(first.id))!,
      { transactionId: accept.transactionId, decision: 'accepted', units: accept.units.toString() },
      NOW,
    );
    await decideMatch(
      db,
      (await db.invoices.get(second.id))!,
      { transactionId: dismiss.transactionId, decision: 'dismissed', units: dismiss.units.toString() },
      NOW,
    );

    const after = await view();
    expect(after.settled.get(first.id)?.status).toBe('paid');
    expect(after.settled.get(second.id)).toMatchObject({ status: 'unpaid', open: 5_000_000n });
    // Neither transfer is suggested again: the accepted one is claimed by the first invoice (though it
    // would fit the second), the dismissed one stays hidden.
    expect(after.suggestions).toEqual([]);
    await until(async () => {
      const [match] = await live(`invoice:${first.id}:match:`);
      expect(match?.source).toBe(`invoice:${first.id}:match:${accept.transactionId}`);
      expect(match?.postings.map((p) => [p.accountId, p.amount])).toEqual([
        [`wallet:31337:${token.toLowerCase()}:${me.toLowerCase()}`, '5000000'],
        [ACCOUNT_IDS.receivable, '-5000000'],
      ]);
    });
    // The accepted transfer is claimed by the invoice (its own `tx:` value entry is not made, or is
    // reversed, so the money is counted once); the dismissed one is not.
    const { claims } = await invoicePoster.load(db);
    expect(claims).toEqual([accept.transactionId]);
    await until(async () => expect(await live(`tx:31337:${accept.hash}`)).toHaveLength(0));
    // Nothing is posted for the second invoice but its issue.
    expect((await live(`invoice:${second.id}`)).map((e) => e.source)).toEqual([`invoice:${second.id}`]);
  });
});

// An invoice paid from outside the app on a real anvil: the engine records the
// PaymentRouter payment, the matcher counts it, and the ledger poster posts the issue and the
// payment (the token transfer's own value entry is claimed, so the money is counted once). A
// payment from another token or to a payee that is not ours counts nothing; void reverses.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { deployToken, mintToken } from '../../../../../tests/fixtures/chain-actions';
import { deployRouter, payTokenVia } from '../../../../../tests/fixtures/payment-actions';
import { syncOnAnvil, until } from '../../../../../tests/fixtures/sync-on-anvil';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { issueNext } from './invoice-issue.testing';
import { createInvoice, voidInvoice } from './invoice-store';

const chain = syncOnAnvil('invoice');
const NOW = '2026-03-01T00:00:00.000Z';

describe('an invoice paid through the PaymentRouter from outside', { timeout: 30_000 }, () => {
  it('is posted when issued and when paid; fake token and foreign payee count nothing; void reverses the issue', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, client, stranger] = accounts as [string, string, string];
    const router = getAddress(await deployRouter(anvil.rpcUrl, accounts[9] as string));
    const token = getAddress(await deployToken(anvil.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
    const fake = getAddress(await deployToken(anvil.rpcUrl, client, 'Test Dollar', 'TUSD', 6));
    await mintToken(anvil.rpcUrl, token, client, client, 100_000_000n);
    await mintToken(anvil.rpcUrl, fake, client, client, 100_000_000n);
    await chain.recordRouter(router);
    const asset = {
      chainId: 31337,
      kind: 'erc20' as const,
      address: token,
      symbol: 'TUSD',
      decimals: 6,
      name: 'Test Dollar',
    };
    const draft = await createInvoice(
      db,
      {
        clientId: 'c1',
        issueDate: '2026-03-01',
        dueDate: '2026-03-31',
        asset,
        payee: me,
        lines: [
          { description: 'Work', quantity: '1', unitPrice: '10000000', discountPercent: '0', taxRatePercent: '10' },
        ],
        notes: '',
        terms: '',
        incomeAccountId: ACCOUNT_IDS.sales,
      },
      NOW,
    );
    const sent = await issueNext(
      db,
      draft,
      { signer: me, chainId: 31337, signature: `0x${'11'.repeat(65)}`, message: '{}', signedAt: NOW },
      NOW,
    );
    expect(sent.total).toBe('11000000');

    chain.start();
    const live = async (source: string) =>
      (await db.journalEntries.where('source').equals(source).toArray()).filter(
        (e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf,
      );
    await until(async () => expect(await live(`invoice:${sent.id}`)).toHaveLength(1));

    // A fake token with the same name, and the right token to someone else: nothing posted for the invoice.
    await payTokenVia(anvil.rpcUrl, router, fake, client, sent.reference, me, 11_000_000n);
    await payTokenVia(anvil.rpcUrl, router, token, client, sent.reference, stranger, 11_000_000n);
    // A partial payment, then the rest.
    const first = await payTokenVia(anvil.rpcUrl, router, token, client, sent.reference, me, 4_000_000n);
    await until(async () => expect(await db.payments.count()).toBe(2)); // fake-token payment and the partial one (the stranger's is not ours)
    await until(async () =>
      expect(await db.journalEntries.where('source').startsWith(`invoice:${sent.id}:payment:`).toArray()).toHaveLength(
        1,
      ),
    );
    const entry = (await db.journalEntries.where('source').startsWith(`invoice:${sent.id}:payment:`).toArray())[0];
    const logIndex = (await db.payments.toArray()).find((p) => p.hash === first)?.logIndex;
    expect(entry?.source).toBe(`invoice:${sent.id}:payment:31337:${first}:${logIndex}`);
    expect(entry?.postings.map((p) => [p.accountId, p.amount])).toEqual([
      [`wallet:31337:${token.toLowerCase()}:${me.toLowerCase()}`, '4000000'],
      [ACCOUNT_IDS.receivable, '-4000000'],
    ]);
    // The transfer's own value entry (tx:…) is claimed: no live entry credits Uncategorised for it.
    await until(async () => {
      const txEntries = (await db.journalEntries.where('source').startsWith(`tx:31337:${first}`).toArray()).filter(
        (e) => !e.reversedBy && !e.reversalOf,
      );
      expect(txEntries).toEqual([]);
    });
    // The fake token's transfer is not claimed: it is posted as an ordinary incoming transfer.
    await until(async () =>
      expect(
        (
          await db.journalEntries
            .filter(
              (e) =>
                e.source.startsWith('tx:31337:') &&
                e.postings.some((p) => p.commodity === `31337:${fake.toLowerCase()}`),
            )
            .toArray()
        ).length,
      ).toBe(1),
    );

    await voidInvoice(db, (await db.invoices.get(sent.id))!, 'Wrong client', NOW);
    await until(async () => expect(await live(`invoice:${sent.id}`)).toHaveLength(0));
    expect(
      (await db.journalEntries.where('source').equals(`invoice:${sent.id}`).toArray()).some(
        (e) => e.reversalOf !== null,
      ),
    ).toBe(true);
  });
});

// The same-receipt Transfer rule end to end (docs/product.md#payment-references): a PaymentRouter payment in the
// invoice's own token, with the right reference and payee, counts only when the token's Transfer
// to the payee is in the same receipt. A token that moves nothing (no Transfer) or sends the value
// elsewhere (a Transfer to someone else) gets a Payment event and marks nothing paid.
import 'fake-indexeddb/auto';
import { getAddress, Interface } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { mintToken, receiptOf, sendFrom } from '../../../../../tests/fixtures/chain-actions';
import { deployRouter, payTokenVia } from '../../../../../tests/fixtures/payment-actions';
import { syncOnAnvil, until } from '../../../../../tests/fixtures/sync-on-anvil';
import { compileTestContracts, testArtifact } from '../../../../../tests/fixtures/test-contracts';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { companyWallets, invoiceSettlements } from '@/lib/payments/invoice-settlement';
import { issueNext } from './invoice-issue.testing';
import { createInvoice } from './invoice-store';
import { readClientData } from './use-client-data';

const chain = syncOnAnvil('invoice-fake-token');
// solc-js compiles the test contracts once per source change: not within the test's own timeout.
beforeAll(() => void compileTestContracts(), 120_000);
const NOW = '2026-03-01T00:00:00.000Z';

async function deploy(rpcUrl: string, from: string, name: string, args: unknown[] = []): Promise<string> {
  const artifact = testArtifact(name);
  const data = `${artifact.bytecode}${new Interface(artifact.abi).encodeDeploy(args).slice(2)}`;
  const receipt = await receiptOf(rpcUrl, await sendFrom(rpcUrl, { from, data }));
  if (!receipt.contractAddress) throw new Error(`${name} deployment created no contract`);
  return getAddress(receipt.contractAddress);
}

describe('a Payment event without the Transfer behind it', { timeout: 30_000 }, () => {
  it('from a token that emits no Transfer, or one to someone else, marks nothing paid and posts nothing', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, client, sink] = accounts as [string, string, string];
    const router = getAddress(await deployRouter(anvil.rpcUrl, accounts[9] as string));
    const silent = await deploy(anvil.rpcUrl, client, 'SilentToken');
    const misdirecting = await deploy(anvil.rpcUrl, client, 'MisdirectingToken', [sink]);
    const plain = await deploy(anvil.rpcUrl, client, 'PlainToken');
    for (const token of [silent, misdirecting, plain]) await mintToken(anvil.rpcUrl, token, client, client, 100n);
    await chain.recordRouter(router);
    const invoiceIn = async (token: string, symbol: string) => {
      const asset = { chainId: 31337, kind: 'erc20' as const, address: token, symbol, decimals: 0, name: symbol };
      const draft = await createInvoice(
        db,
        {
          clientId: 'c1',
          issueDate: '2026-03-01',
          dueDate: '2026-03-31',
          asset,
          payee: me,
          lines: [{ description: 'Work', quantity: '1', unitPrice: '10', discountPercent: '0', taxRatePercent: '0' }],
          notes: '',
          terms: '',
          incomeAccountId: ACCOUNT_IDS.sales,
        },
        NOW,
      );
      return issueNext(
        db,
        draft,
        { signer: me, chainId: 31337, signature: `0x${'11'.repeat(65)}`, message: '{}', signedAt: NOW },
        NOW,
      );
    };
    const silentInvoice = await invoiceIn(silent, 'SILENT');
    const misdirectedInvoice = await invoiceIn(misdirecting, 'MIS');
    const plainInvoice = await invoiceIn(plain, 'PLAIN');

    chain.start();
    await payTokenVia(anvil.rpcUrl, router, silent, client, silentInvoice.reference, me, 10n);
    await payTokenVia(anvil.rpcUrl, router, misdirecting, client, misdirectedInvoice.reference, me, 10n);
    // A genuine payment last: once its entry is posted, the poster has handled the two before it.
    await payTokenVia(anvil.rpcUrl, router, plain, client, plainInvoice.reference, me, 10n);

    // Both Payment events name our wallet as payee, so the engine records them, with the Transfer check failed.
    await until(async () =>
      expect((await db.payments.toArray()).map((p) => [p.token, p.payee, p.units, p.transferChecked]).sort()).toEqual(
        [
          [silent, me, '10', false],
          [misdirecting, me, '10', false],
          [plain, me, '10', true],
        ].sort(),
      ),
    );
    const data = await readClientData(db);
    const settled = invoiceSettlements(
      data.invoices,
      data.payments,
      data.incoming,
      companyWallets(data.treasury, me, data.payments),
    );
    for (const invoice of [silentInvoice, misdirectedInvoice]) {
      const settlement = settled.get(invoice.id);
      expect([settlement?.status, settlement?.paid, settlement?.open, settlement?.counted]).toEqual([
        'unpaid',
        0n,
        10n,
        [],
      ]);
      expect(settlement?.refused.map((r) => [r.reason, r.message])).toEqual([
        ['transfer', 'No matching token Transfer in the same transaction'],
      ]);
    }
    expect(settled.get(plainInvoice.id)?.status).toBe('paid');
    // The genuine payment's entry is posted; for the other two only their issue entries exist.
    await until(async () =>
      expect(await db.journalEntries.where('source').startsWith(`invoice:${plainInvoice.id}:payment:`).count()).toBe(1),
    );
    const sources = (await db.journalEntries.where('source').startsWith('invoice:').toArray()).map((e) => e.source);
    expect(sources.filter((source) => !source.startsWith(`invoice:${plainInvoice.id}`)).sort()).toEqual(
      [`invoice:${silentInvoice.id}`, `invoice:${misdirectedInvoice.id}`].sort(),
    );
  });
});

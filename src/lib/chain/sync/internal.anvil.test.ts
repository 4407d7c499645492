// Value that reaches our wallet inside another call, against a real anvil: an invoice paid through
// the PaymentRouter's payEth (the router forwards the ETH inside the client's call) is written as
// its own incoming row from the client, from the trace, and posted once (the invoice's payment
// entry claims it); with a node that refuses traces the Payment event stands in.
import 'fake-indexeddb/auto';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../scripts/lib/anvil.mjs';
import { sampleInvoice } from '@/lib/db/search-samples.testing';
import { deployRouter, payEthVia } from '../../../../tests/fixtures/payment-actions';
import { syncOnAnvil, until } from '../../../../tests/fixtures/sync-on-anvil';

const chain = syncOnAnvil('internal');
const REF = `0x${'c3'.repeat(32)}`;
const ETH = 10n ** 18n;

async function setup(): Promise<{ router: string; me: string; client: string }> {
  await chain.fresh();
  const [me, client] = chain.accounts as [string, string];
  const router = getAddress(await deployRouter(chain.anvil.rpcUrl, chain.accounts[9] as string));
  await chain.recordRouter(router);
  await chain.db.invoices.put(
    sampleInvoice({
      payee: me,
      reference: REF,
      total: (2n * ETH).toString(),
      lines: [
        {
          description: 'Audit',
          quantity: '1',
          unitPrice: (2n * ETH).toString(),
          discountPercent: '0',
          taxRatePercent: '0',
        },
      ],
    }),
  );
  return { router, me, client };
}

describe('internal transfers in the sync engine', { timeout: 30_000 }, () => {
  it('writes a payEth invoice payment as an incoming row from the client, posted once', async () => {
    const { router, me, client } = await setup();
    const hash = await payEthVia(chain.anvil.rpcUrl, router, client, REF, me, 2n * ETH);
    chain.start();
    const id = `31337:${hash}:i0`;
    await until(async () => expect(await chain.db.chainTransactions.get(id)).toBeDefined());
    expect(await chain.db.chainTransactions.get(id)).toMatchObject({
      direction: 'in',
      from: router,
      to: me,
      counterparty: client,
      units: (2n * ETH).toString(),
      kind: 'payment',
      decoded: { method: 'payEth', paymentReference: REF },
      status: 'confirmed',
    });
    // The invoice's payment entry posts the wallet leg; the row itself gets no value entry.
    await until(async () => {
      const all = await chain.db.journalEntries.toArray();
      const live = all.filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf);
      expect(live.filter((e) => e.source.includes(':payment:')).map((e) => e.source)).toHaveLength(1);
      // Not even posted and reversed: nothing of the row's own value reached the journal.
      expect(all.filter((e) => e.source.startsWith(`tx:31337:${hash}`))).toEqual([]);
    });
  });

  it('falls back to the Payment event when the node refuses traces', async () => {
    const { router, me, client } = await setup();
    const hash = await payEthVia(chain.anvil.rpcUrl, router, client, REF, me, 5n);
    const asked: string[] = [];
    chain.start({
      wallet: {
        chainId: 31337,
        provider: {
          request: async ({ method, params }) => {
            asked.push(method);
            if (method.startsWith('debug_')) throw Object.assign(new Error('Method not found'), { code: -32601 });
            return rpc(chain.anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []);
          },
        },
      },
    });
    const rows = async () => (await chain.db.chainTransactions.toArray()).filter((row) => row.hash === hash);
    await until(async () => expect((await rows()).map((row) => row.id)).toEqual([`31337:${hash}:ie0`]));
    expect((await rows())[0]).toMatchObject({ direction: 'in', counterparty: client, units: '5', kind: 'payment' });
    // Refused once, never asked again.
    await rpc(chain.anvil.rpcUrl, 'anvil_mine', ['0x2']);
    await until(async () => expect((await chain.db.syncCursors.toArray())[0]?.state).toBe('live'));
    expect(asked.filter((m) => m.startsWith('debug_'))).toHaveLength(1);
  });
});

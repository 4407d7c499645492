// The sync engine against a real anvil and a real (in-memory) IndexedDB: what arrives from outside
// the app shows up, token transfers carry the token's symbol and decimals, a reorg removes the
// orphaned rows, an outage pauses with the reason and catches up without duplicates, a repriced
// transaction marks ours replaced, and a new session continues from the stored cursor.
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Interface, getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../scripts/lib/anvil.mjs';
import { deployToken, mintToken, sendEth, sendFrom, transferToken } from '../../../../tests/fixtures/chain-actions';
import { providerFor, syncOnAnvil, until } from '../../../../tests/fixtures/sync-on-anvil';
import { recordSentTransaction } from '@/lib/chain/sent-transaction';
import { MAX_BACKOFF_MS } from './chain-follower';

const chain = syncOnAnvil('sync');
const ETH = 10n ** 18n;
const rows = () => chain.db.chainTransactions.toArray();

describe('sync engine on anvil', { timeout: 30_000 }, () => {
  it('records an incoming transfer from outside the app, live, once', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other] = accounts as [string, string];
    chain.start();
    await until(async () => expect((await db.syncCursors.toArray())[0]?.state).toBe('live'));
    const hash = await sendEth(anvil.rpcUrl, other, me, 3n * ETH);
    await until(async () => expect(await rows()).toHaveLength(1));
    const [row] = await rows();
    expect(row).toMatchObject({
      hash,
      direction: 'in',
      from: other,
      to: me,
      counterparty: other,
      units: (3n * ETH).toString(),
      fee: null,
      status: 'confirmed',
      kind: 'transfer',
      symbol: 'ETH',
      decimals: 18,
    });
    // More blocks arrive; the row is not written twice and the cursor follows the head.
    await sendEth(anvil.rpcUrl, other, accounts[2] as string, 1n);
    await until(async () =>
      expect((await db.syncCursors.toArray())[0]?.block).toBe(Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'))),
    );
    expect(await rows()).toHaveLength(1);
  });

  it('reads ERC-20 transfers with the token’s symbol and decimals, and our outgoing fee', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other] = accounts as [string, string];
    const token = await deployToken(anvil.rpcUrl, other, 'Test Dollar', 'TUSD', 6);
    await mintToken(anvil.rpcUrl, token, other, other, 5_000_000n);
    await transferToken(anvil.rpcUrl, token, other, me, 1_234_567n);
    const out = await sendEth(anvil.rpcUrl, me, other, 1n);
    chain.start();
    await until(async () => expect((await rows()).length).toBe(2));
    const byKind = Object.fromEntries((await rows()).map((row) => [row.kind, row]));
    expect(byKind['token-transfer']).toMatchObject({
      asset: getAddress(token),
      symbol: 'TUSD',
      decimals: 6,
      units: '1234567',
      direction: 'in',
    });
    expect(byKind.transfer).toMatchObject({ hash: out, direction: 'out' });
    expect(BigInt(byKind.transfer?.fee ?? '0')).toBeGreaterThan(0n);
    expect(await db.knownTokens.count()).toBe(1);
  });

  it('records a failed transaction of ours with its decoded revert reason', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other] = accounts as [string, string];
    const token = await deployToken(anvil.rpcUrl, other, 'Test Dollar', 'TUSD', 6);
    // A transfer of tokens we do not have, with explicit gas so the node mines it instead of refusing.
    const data = new Interface(['function transfer(address,uint256)']).encodeFunctionData('transfer', [other, 5n]);
    const hash = await sendFrom(anvil.rpcUrl, { from: me, to: token, data, gas: 100_000n });
    chain.start();
    await until(async () =>
      expect(await db.chainTransactions.get(`31337:${hash}`)).toMatchObject({
        status: 'failed',
        kind: 'call',
        decoded: { method: 'transfer' },
      }),
    );
    expect((await db.chainTransactions.get(`31337:${hash}`))?.failureReason).toBe(
      `ERC20InsufficientBalance(${me}, 0, 5)`,
    );
  });

  it('removes the rows of orphaned blocks after a reorg and reads the new chain', async () => {
    await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other, third] = accounts as [string, string, string];
    chain.start();
    const fork = await rpc(anvil.rpcUrl, 'evm_snapshot');
    const lost = await sendEth(anvil.rpcUrl, other, me, 7n);
    await until(async () => expect((await rows()).map((r) => r.hash)).toEqual([lost]));
    await rpc(anvil.rpcUrl, 'evm_revert', [fork]);
    // The new chain: one block at the same height with another transaction, then one more.
    const kept = await sendEth(anvil.rpcUrl, third, me, 9n);
    await sendEth(anvil.rpcUrl, third, other, 1n);
    await until(async () => expect((await rows()).map((r) => r.hash)).toEqual([kept]));
  });

  it(
    'pauses with the reason while the node is unreachable and catches up without duplicates',
    { timeout: 90_000 },
    async () => {
      const db = await chain.fresh();
      const { anvil, accounts } = chain;
      const [me, other] = accounts as [string, string];
      const proxy = await startProxy(anvil.rpcUrl);
      try {
        chain.start({ url: () => proxy.url });
        await sendEth(anvil.rpcUrl, other, me, 1n);
        await until(async () => expect(await rows()).toHaveLength(1));
        proxy.down = true;
        await until(async () => {
          const [cursor] = await db.syncCursors.toArray();
          expect(cursor?.state).toBe('paused');
          expect(cursor?.reason?.length).toBeGreaterThan(0);
        });
        await sendEth(anvil.rpcUrl, other, me, 2n);
        await sendEth(anvil.rpcUrl, other, me, 3n);
        proxy.down = false;
        // The follower tries again after 1 s, then 2, 4, 8, up to MAX_BACKOFF_MS: the longer the outage
        // lasted (a loaded machine sends the two payments slowly), the longer its next try may wait.
        await until(
          async () => expect((await rows()).map((r) => r.units).sort()).toEqual(['1', '2', '3']),
          MAX_BACKOFF_MS + 15_000,
        );
        await until(async () =>
          expect((await db.syncCursors.toArray())[0]).toMatchObject({ state: 'live', reason: null }),
        );
      } finally {
        // The engine first: it polls through the proxy every 50 ms, and a keep-alive connection that
        // always has a request in flight would hold the server's close open for as long as it runs.
        chain.stopEngine();
        await proxy.close();
      }
    },
  );

  it('marks our pending transaction replaced when another one takes its nonce', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other] = accounts as [string, string];
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
    try {
      const nonce = Number(await rpc(anvil.rpcUrl, 'eth_getTransactionCount', [me, 'latest']));
      const slow = await sendFrom(
        anvil.rpcUrl,
        { from: me, to: other, value: 5n, gasPrice: 2_000_000_000n, nonce },
        false,
      );
      await recordSentTransaction(
        db,
        {
          chainId: 31337,
          hash: slow,
          from: me,
          to: other,
          value: 5n,
          nonce,
          kind: 'transfer',
          decoded: null,
          selector: null,
          nativeSymbol: 'ETH',
          nativeDecimals: 18,
          counterparty: other,
          direction: 'out',
        },
        new Date().toISOString(),
      );
      chain.start();
      const fast = await sendFrom(
        anvil.rpcUrl,
        { from: me, to: other, value: 6n, gasPrice: 9_000_000_000n, nonce },
        false,
      );
      await rpc(anvil.rpcUrl, 'evm_mine');
      await until(async () => {
        const byHash = Object.fromEntries((await rows()).map((row) => [row.hash, row]));
        expect(byHash[slow]).toMatchObject({ status: 'replaced', replacedBy: fast });
        expect(byHash[fast]).toMatchObject({ status: 'confirmed', units: '6' });
      });
    } finally {
      await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);
    }
  });

  it('a new session continues from the stored cursor and keeps the user’s memo', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other] = accounts as [string, string];
    chain.start();
    const first = await sendEth(anvil.rpcUrl, other, me, 1n);
    await until(async () => expect(await rows()).toHaveLength(1));
    await db.chainTransactions.update(`31337:${first}`, { memo: 'rent', category: 'Office' });
    chain.stopEngine();
    const cursor = (await db.syncCursors.toArray())[0]?.block ?? -1;
    expect(cursor).toBeGreaterThan(0);
    await sendEth(anvil.rpcUrl, other, me, 2n);
    const requests: unknown[] = [];
    chain.start({
      wallet: {
        chainId: 31337,
        provider: { request: (args) => (requests.push(args.params), providerFor(() => anvil.rpcUrl).request(args)) },
      },
    });
    await until(async () => expect(await rows()).toHaveLength(2));
    expect(await db.chainTransactions.get(`31337:${first}`)).toMatchObject({ memo: 'rent', category: 'Office' });
    // No block at or below the stored cursor was read again.
    const blocksRead = requests
      .filter((p): p is [string, boolean] => Array.isArray(p) && p[1] === true)
      .map((p) => Number(p[0]));
    expect(blocksRead.length).toBeGreaterThan(0);
    expect(Math.min(...blocksRead)).toBeGreaterThan(cursor);
  });
});

describe('sync engine over a WebSocket RPC URL', { timeout: 30_000 }, () => {
  it('reads a treasury wallet through a ws: endpoint from Network settings, woken by newHeads', async () => {
    const db = await chain.fresh();
    const { anvil, accounts } = chain;
    const [me, other] = accounts as [string, string];
    await db.treasuryWallets.put({
      id: 'w1',
      label: 'Ops',
      address: me,
      chainId: 31337,
      createdAt: new Date().toISOString(),
      revision: 1,
    });
    await db.networkSettings.put({
      id: '31337',
      chainId: 31337,
      rpcUrl: anvil.rpcUrl.replace(/^http/, 'ws'),
      explorerApiUrl: null,
      explorerApiKey: null,
      tracked: true,
      updatedAt: new Date().toISOString(),
      revision: 1,
    });
    // No wallet session on this chain, and a poll interval far longer than the test: only the
    // newHeads notification can bring the row in.
    chain.start({ account: other, wallet: null, pollMs: () => 60_000 });
    await until(async () => expect((await db.syncCursors.toArray())[0]?.state).toBe('live'));
    const hash = await sendEth(anvil.rpcUrl, other, me, 11n);
    await until(async () => expect((await rows()).map((row) => row.hash)).toEqual([hash]));
  });
});

/** A JSON-RPC pass-through that can be switched off (answers 503), to simulate an outage. */
async function startProxy(target: string): Promise<{ url: string; down: boolean; close(): Promise<void> }> {
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (state.down) {
        res.writeHead(503).end();
        return;
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
        .then(async (answer) =>
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()),
        )
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

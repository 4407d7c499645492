// Tokenization against a real anvil (chain 4343) and an in-memory workspace: shares deployed with
// initial holders and recorded, a mint beyond the cap refused in words before signing, a pause that
// blocks a transfer, the cap table equal to balanceOf of every holder and totalSupply (now and at a
// past block), the token list's holder count read incrementally from new Transfer logs, and the
// issuance in the books. Deeds: deeds.anvil.test.ts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { rpc } from '../../../../../scripts/lib/anvil.mjs';
import { eip1193Reader } from '@/lib/chain/rpc-client';
import { readCapTable } from '@/lib/tokens/read-cap-table';
import type { Eip1193Provider } from '@/lib/wallet/wallet-types';
import { checkSharesDraft } from '@/platform/features/tokens/model/shares-form';
import { createShares } from './deploy-token';
import { postIssuance } from './post-issuance';
import { runTokenAction } from './token-actions';
import { setEquityAccount } from './tokens-store';
import { readShareBalance, readTokenState, readTotalSupply } from './token-reads';
import { createHolderCounter, REORG_DEPTH } from './holder-counts';
import { CHAIN, anvil, accounts, db, wallet, context, shares, deployAcme, startTokensChain } from './tokens.testing';

startTokensChain();

describe('creating and managing shares', () => {
  it('deploys, checks the code, records the token and mints to the initial holders', async () => {
    const ctx = context(accounts[0]!);
    const { token, steps } = await deployAcme(ctx);
    expect(steps.filter(([key]) => key === 'deploy').map(([, phase]) => phase)).toEqual([
      'signing',
      'pending',
      'mined',
      'checked',
    ]);
    expect(steps.filter(([key]) => key === 'mint-1').map(([, phase]) => phase)).toEqual([
      'checking',
      'signing',
      'pending',
      'done',
    ]);
    expect(await db.companyTokens.toArray()).toEqual([
      expect.objectContaining({
        chainId: CHAIN,
        kind: 'shares',
        symbol: 'ACME',
        cap: shares(1000n).toString(),
        owner: accounts[0],
        address: token.address,
      }),
    ]);
    expect(await db.knownTokens.get(`${CHAIN}:${token.address.toLowerCase()}`)).toMatchObject({
      symbol: 'ACME',
      decimals: 18,
    });
    const state = await readTokenState(ctx.reader, token);
    expect(state).toEqual({
      supply: shares(750n) + shares(1n) / 2n,
      cap: shares(1000n),
      paused: false,
      owner: accounts[0],
    });
  });

  it('a signature declined at the second holder stops there: the token recorded, the first holder minted, nothing else sent', async () => {
    let sends = 0;
    const declining: Eip1193Provider = {
      async request({ method, params }) {
        if (method === 'eth_sendTransaction' && ++sends === 3)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return rpc(anvil.rpcUrl, method, (params as unknown[] | undefined) ?? []);
      },
    };
    const ctx = context(accounts[0]!, declining);
    const draft = checkSharesDraft({
      name: 'Acme Shares',
      symbol: 'ACME',
      cap: '1000',
      holders: [
        { address: accounts[1]!, amount: '1' },
        { address: accounts[2]!, amount: '2' },
        { address: accounts[3]!, amount: '3' },
      ],
    });
    if (!draft.ok) throw new Error('draft');
    const phases = new Map<string, string>();
    const outcome = await createShares(ctx, draft.value, (key, step) => phases.set(key, step.phase));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.message).toBe(
      `You declined the mint of 2 ACME to ${accounts[2]} in your wallet: nothing was sent. The token is deployed at ${outcome.token?.address} and recorded; mint the rest from Manage.`,
    );
    expect(Object.fromEntries(phases)).toEqual({
      deploy: 'checked',
      'mint-0': 'done',
      'mint-1': 'failed',
      'mint-2': 'stopped',
    });
    expect(await db.companyTokens.count()).toBe(1);
    expect(await readTotalSupply(ctx.reader, outcome.token!.address)).toBe(shares(1n));
    expect(sends).toBe(3);
  });

  it('refuses a mint beyond the cap in words, before anything is signed', async () => {
    const sent: string[] = [];
    const ctx = context(accounts[0]!, wallet(sent));
    const { token } = await deployAcme(ctx);
    const before = sent.length;
    const outcome = await runTokenAction(ctx, token, { kind: 'mint', to: accounts[3]!, units: shares(250n) }, () => {});
    expect(outcome).toMatchObject({
      ok: false,
      message:
        'Refused by the contract: the cap is 1000 shares and this would bring the supply to 1000.5. Nothing was sent.',
    });
    expect(sent.length).toBe(before);
    const exact = await runTokenAction(
      ctx,
      token,
      { kind: 'mint', to: accounts[3]!, units: shares(249n) + shares(1n) / 2n },
      () => {},
    );
    expect(exact.ok).toBe(true);
    expect(await readTotalSupply(ctx.reader, token.address)).toBe(shares(1000n));
  });

  it('refuses a mint by someone who is not the owner', async () => {
    const { token } = await deployAcme(context(accounts[0]!));
    const outcome = await runTokenAction(
      context(accounts[1]!),
      token,
      { kind: 'mint', to: accounts[1]!, units: 1n },
      () => {},
    );
    expect(outcome).toMatchObject({
      ok: false,
      message: `Refused by the contract: only its owner can do this, and ${accounts[1]} is not the owner. Nothing was sent.`,
    });
  });

  it('pausing blocks a transfer, unpausing lets it through', async () => {
    const owner = context(accounts[0]!);
    const { token } = await deployAcme(owner);
    expect((await runTokenAction(owner, token, { kind: 'pause' }, () => {})).ok).toBe(true);
    expect((await readTokenState(owner.reader, token)).paused).toBe(true);
    const holder = context(accounts[1]!);
    const blocked = await runTokenAction(
      holder,
      token,
      { kind: 'transfer', to: accounts[4]!, units: shares(10n) },
      () => {},
    );
    expect(blocked).toMatchObject({
      ok: false,
      message:
        'Refused by the contract: the token is paused. Unpause it first; no transfer or mint is possible while paused. Nothing was sent.',
    });
    expect(await readShareBalance(owner.reader, token.address, accounts[4]!)).toBe(0n);
    expect((await runTokenAction(owner, token, { kind: 'unpause' }, () => {})).ok).toBe(true);
    expect(
      (await runTokenAction(holder, token, { kind: 'transfer', to: accounts[4]!, units: shares(10n) }, () => {})).ok,
    ).toBe(true);
    expect(await readShareBalance(owner.reader, token.address, accounts[4]!)).toBe(shares(10n));
  });

  it('the cap table equals balanceOf of every holder and totalSupply, now and at a past block', async () => {
    const owner = context(accounts[0]!);
    const { token } = await deployAcme(owner);
    const past = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    await runTokenAction(
      context(accounts[1]!),
      token,
      { kind: 'transfer', to: accounts[5]!, units: shares(100n) },
      () => {},
    );
    await runTokenAction(
      context(accounts[2]!),
      token,
      { kind: 'transfer', to: accounts[1]!, units: shares(150n) + shares(1n) / 2n },
      () => {},
    );
    await runTokenAction(owner, token, { kind: 'mint', to: accounts[6]!, units: shares(7n) }, () => {});

    for (const atBlock of [undefined, past]) {
      const table = await readCapTable(owner.reader, token.address, {
        fromBlock: token.deployBlock,
        ...(atBlock === undefined ? {} : { atBlock }),
      });
      expect(table.totalSupply).toBe(await readTotalSupply(owner.reader, token.address, table.block));
      for (const holder of table.holders)
        expect(holder.balance).toBe(await readShareBalance(owner.reader, token.address, holder.address, table.block));
      // Everyone who ever held shares and is not in the table holds none.
      for (const account of accounts.slice(0, 7)) {
        if (!table.holders.some((h) => h.address === account))
          expect(await readShareBalance(owner.reader, token.address, account, table.block)).toBe(0n);
      }
    }
    const now = await readCapTable(owner.reader, token.address, { fromBlock: token.deployBlock });
    expect(now.holders.map((h) => [h.address, h.balance])).toEqual([
      [accounts[1], shares(650n) + shares(1n) / 2n],
      [accounts[5], shares(100n)],
      [accounts[6], shares(7n)],
    ]);
    expect(now.holders.reduce((sum, h) => sum + h.balance, 0n)).toBe(now.totalSupply);
    expect(now.issuance.map((i) => [i.kind, i.holder])).toEqual([
      ['mint', accounts[1]],
      ['mint', accounts[2]],
      ['mint', accounts[6]],
    ]);
  });
});

describe('the token list', () => {
  it('counts holders from the new Transfer logs only, and follows every transfer', async () => {
    const owner = context(accounts[0]!);
    const { token } = await deployAcme(owner);
    const ranges: number[][] = [];
    const logging: Eip1193Provider = {
      async request({ method, params }) {
        const list = (params as { fromBlock?: string; toBlock?: string }[] | undefined) ?? [];
        if (method === 'eth_getLogs') ranges.push([Number(list[0]?.fromBlock), Number(list[0]?.toBlock)]);
        return rpc(anvil.rpcUrl, method, list);
      },
    };
    const reader = eip1193Reader(logging, CHAIN);
    const counter = createHolderCounter();
    const head = async () => Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
    const fromTable = async () =>
      (await readCapTable(reader, token.address, { fromBlock: token.deployBlock })).holders.length;

    expect(await counter.count(reader, token.address, token.deployBlock)).toBe(2);
    expect(ranges).toEqual([[token.deployBlock, await head()]]);
    // No new block: nothing is read.
    ranges.length = 0;
    expect(await counter.count(reader, token.address, token.deployBlock)).toBe(2);
    expect(ranges).toEqual([]);
    // Many blocks later, a transfer to a new holder: only the blocks after the settled ones are read.
    await rpc(anvil.rpcUrl, 'anvil_mine', ['0x20']);
    expect(await counter.count(reader, token.address, token.deployBlock)).toBe(2);
    const settledAt = (await head()) - REORG_DEPTH;
    await runTokenAction(
      context(accounts[1]!),
      token,
      { kind: 'transfer', to: accounts[5]!, units: shares(100n) },
      () => {},
    );
    ranges.length = 0;
    expect(await counter.count(reader, token.address, token.deployBlock)).toBe(3);
    expect(ranges).toEqual([[settledAt + 1, await head()]]);
    // A holder who sends everything leaves the count.
    await runTokenAction(
      context(accounts[2]!),
      token,
      { kind: 'transfer', to: accounts[1]!, units: shares(150n) + shares(1n) / 2n },
      () => {},
    );
    expect(await counter.count(reader, token.address, token.deployBlock)).toBe(2);
    expect(await fromTable()).toBe(2);
  });
});

describe('issuance in the books', () => {
  it('posts each mint against the chosen equity account once, however often it is asked', async () => {
    const ctx = context(accounts[0]!);
    const { token } = await deployAcme(ctx);
    const table = await readCapTable(ctx.reader, token.address, { fromBlock: token.deployBlock });
    await expect(
      postIssuance(db, ctx.reader, token, table.issuance, { by: accounts[0]!, now: '2026-03-01T00:00:00.000Z' }),
    ).rejects.toThrow('Choose the equity account');
    const withAccount = await setEquityAccount(db, token, 'owner-contributions');
    const first = await postIssuance(db, ctx.reader, withAccount, table.issuance, {
      by: accounts[0]!,
      now: '2026-03-01T00:00:00.000Z',
    });
    expect(first.posted).toHaveLength(2);
    const again = await postIssuance(db, ctx.reader, withAccount, table.issuance, {
      by: accounts[0]!,
      now: '2026-03-01T00:00:00.000Z',
    });
    expect(again).toEqual({ posted: [], existing: first.posted, held: [], refused: [] });
    const entries = await db.journalEntries.toArray();
    expect(entries).toHaveLength(2);
    const commodity = `${CHAIN}:${token.address.toLowerCase()}`;
    const credited = entries.flatMap((e) => e.postings).filter((p) => p.accountId === 'owner-contributions');
    expect(credited).toHaveLength(2);
    expect(credited.map((p) => [p.commodity, p.amount])).toEqual(
      expect.arrayContaining([
        [commodity, (-shares(600n)).toString()],
        [commodity, (-(shares(150n) + shares(1n) / 2n)).toString()],
      ]),
    );
    expect(await db.ledgerAccounts.get('shares-in-issue')).toMatchObject({
      code: '3950',
      type: 'equity',
      parentId: 'equity',
    });
  });
});

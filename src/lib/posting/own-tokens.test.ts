// The company's own tokens in the books: a chain row of its own shares never books a wallet asset.
// Minting to the company's wallet books nothing from the transaction (the issuance entry of the
// Tokens page books it as treasury shares); treasury shares leaving or coming back move between the
// two contra-equity accounts; a foreign token still books to the wallet.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChainTransaction } from '@/lib/db/entities/chain-transaction';
import { putRecord } from '@/lib/db/records';
import { freshDb, sampleWallet } from '@/lib/db/sample-records.testing';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT } from '@/lib/ledger/token-equity';
import { postTransactions } from './post-transactions';
import { PLAIN_TRANSFER } from '@/lib/db/chain-row.testing';

const OURS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const INVESTOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ZERO = '0x0000000000000000000000000000000000000000';
const ACME = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OTHER_TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const NOW = '2026-03-01T00:00:00.000Z';
const SHARES = 600_000n * 10n ** 18n;
let db: WorkspaceDb;
let counter = 0;
const options = { now: NOW, newId: () => `e${(counter += 1)}` };

function tokenRow(n: number, patch: Partial<ChainTransaction>): ChainTransaction {
  return {
    ...PLAIN_TRANSFER,
    id: `31337:0x${String(n).repeat(64).slice(0, 64)}:0`,
    chainId: 31337,
    hash: `0x${String(n).repeat(64).slice(0, 64)}`,
    logIndex: 0,
    blockNumber: n,
    blockHash: `0x${'cd'.repeat(32)}`,
    time: '2026-02-01T10:00:00.000Z',
    from: ZERO,
    to: OURS,
    direction: 'in',
    wallets: [OURS],
    counterparty: ZERO,
    asset: ACME,
    symbol: 'ACME',
    units: SHARES.toString(),
    kind: 'token-transfer',
    updatedAt: NOW,
    ...patch,
  };
}

const live = async () =>
  (await db.journalEntries.toArray()).filter((e) => e.status === 'posted' && !e.reversedBy && !e.reversalOf);

beforeEach(async () => {
  db = freshDb();
  await putRecord(db, 'treasuryWallets', sampleWallet({ address: OURS, chainId: 31337, label: 'Treasury' }));
  await putRecord(db, 'companyTokens', {
    id: `31337:${ACME.toLowerCase()}`,
    chainId: 31337,
    address: ACME,
    kind: 'shares',
    name: 'Acme Shares',
    symbol: 'ACME',
    cap: (10n ** 24n).toString(),
    owner: OURS,
    deployTxHash: `0x${'ef'.repeat(32)}`,
    deployBlock: 1,
    metadataUri: '',
    metadataCid: null,
    metadataJson: null,
    equityAccountId: null,
    recordedAt: NOW,
    revision: 1,
  });
});
afterEach(async () => {
  await db.delete();
});

describe('the company’s own tokens in the books', () => {
  it('books no asset for a mint of its own shares to its wallet, and creates the contra-equity accounts', async () => {
    await postTransactions(db, [tokenRow(1, {})], options);
    expect(await live()).toEqual([]);
    const ids = (await db.ledgerAccounts.toArray()).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([SHARES_IN_ISSUE_ACCOUNT, TREASURY_SHARES_ACCOUNT]));
    expect(ids.filter((id) => id.includes(ACME.toLowerCase()))).toEqual([]);
  });

  it('moves treasury shares to shares in issue when they leave, and back on a buy-back', async () => {
    const sold = tokenRow(2, { from: OURS, to: INVESTOR, direction: 'out', counterparty: INVESTOR, units: '100' });
    const back = tokenRow(3, { from: INVESTOR, to: OURS, direction: 'in', counterparty: INVESTOR, units: '40' });
    await postTransactions(db, [sold, back], options);
    const entries = await live();
    const legs = entries.map((e) => e.postings.map((p) => [p.accountId, p.amount]));
    expect(legs).toEqual([
      [
        [SHARES_IN_ISSUE_ACCOUNT, '100'],
        [TREASURY_SHARES_ACCOUNT, '-100'],
      ],
      [
        [TREASURY_SHARES_ACCOUNT, '40'],
        [SHARES_IN_ISSUE_ACCOUNT, '-40'],
      ],
    ]);
    expect(entries[0]?.memo).toMatch(/^Treasury shares: ACME transferred to /);
  });

  it('books a sale to an investor as cash against equity, and the shares sold out of treasury', async () => {
    // The investor pays 10 ETH (categorised to share capital) and receives 100,000 ACME from the treasury.
    const price = 10n * 10n ** 18n;
    const cash = tokenRow(5, {
      id: `31337:0x${'5'.repeat(64)}`,
      logIndex: null,
      from: INVESTOR,
      to: OURS,
      direction: 'in',
      counterparty: INVESTOR,
      asset: 'native',
      symbol: 'ETH',
      units: price.toString(),
      kind: 'transfer',
      category: '3100',
    });
    const shares = tokenRow(6, { from: OURS, to: INVESTOR, direction: 'out', counterparty: INVESTOR, units: '100000' });
    await postTransactions(db, [cash, shares], options);
    const legs = (await live()).map((e) => e.postings.map((p) => [p.accountId, p.commodity, p.amount]));
    expect(legs).toEqual([
      [
        [`wallet:31337:native:${OURS.toLowerCase()}`, '31337:native', price.toString()],
        ['owner-contributions', '31337:native', (-price).toString()],
      ],
      [
        [SHARES_IN_ISSUE_ACCOUNT, `31337:${ACME.toLowerCase()}`, '100000'],
        [TREASURY_SHARES_ACCOUNT, `31337:${ACME.toLowerCase()}`, '-100000'],
      ],
    ]);
  });

  it('still books a token the company did not issue to its wallet', async () => {
    await postTransactions(db, [tokenRow(4, { asset: OTHER_TOKEN, symbol: 'TUSD', from: INVESTOR })], options);
    const [entry] = await live();
    expect(entry?.postings.map((p) => p.accountId)).toEqual([
      `wallet:31337:${OTHER_TOKEN.toLowerCase()}:${OURS.toLowerCase()}`,
      'uncategorised',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS } from './default-chart';
import { WALLETS, WALLET_2 } from './ledger-arbitraries.testing';
import { at, sampleChart, WALLET } from './ledger.testing';
import { applyReconciliation, reconcile } from './reconcile';
import { runRules } from './run-rules';
import { TX_RULES, type TxInput } from './tx-rules';
import { walletAccountId } from './wallet-account';

const HASH = `0x${'ab'.repeat(32)}`;
const OUTSIDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const row = (over: Partial<TxInput> = {}): TxInput => ({
  id: `31337:${HASH}`,
  chainId: 31337,
  hash: HASH,
  logIndex: null,
  time: '2025-03-04T23:59:59.000Z',
  from: WALLET,
  to: OUTSIDER,
  direction: 'out',
  asset: 'native',
  symbol: 'ETH',
  decimals: 18,
  units: '1000',
  fee: '21',
  status: 'confirmed',
  category: 'Software',
  memo: 'Figma',
  ...over,
});
const setup = { accounts: sampleChart().accounts, wallets: WALLETS };
const ethAccount = (address: string) => walletAccountId(31337, address, 'native');

describe('transaction posting rules', () => {
  it('posts an outgoing payment to its category and its fee to Network fees, each with its own source', () => {
    const { drafts } = runRules([row()], TX_RULES, setup);
    expect(drafts).toEqual([
      {
        date: '2025-03-04',
        memo: 'Figma',
        source: `tx:31337:${HASH}:native`,
        postings: [
          { accountId: ACCOUNT_IDS.software, commodity: '31337:native', amount: 1000n, decimals: 18 },
          { accountId: ethAccount(WALLET), commodity: '31337:native', amount: -1000n, decimals: 18 },
        ],
      },
      {
        date: '2025-03-04',
        memo: 'Network fee 0xabababab…',
        source: `tx:31337:${HASH}:fee`,
        postings: [
          { accountId: ACCOUNT_IDS.networkFees, commodity: '31337:native', amount: 21n, decimals: 18 },
          { accountId: ethAccount(WALLET), commodity: '31337:native', amount: -21n, decimals: 18 },
        ],
      },
    ]);
  });
  it('posts incoming (no fee), uncategorised to suspense, own transfers wallet to wallet, token rows in the token', () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const { drafts, accounts } = runRules(
      [
        row({ direction: 'in', from: OUTSIDER, to: WALLET, category: 'sales', fee: null }),
        row({
          id: `31337:${HASH}:2`,
          logIndex: 2,
          asset: token,
          symbol: 'TUSD',
          decimals: 6,
          category: null,
          fee: null,
          units: '5',
        }),
        row({
          id: `31337:${'0x' + 'cd'.repeat(32)}`,
          hash: `0x${'cd'.repeat(32)}`,
          direction: 'own',
          to: WALLET_2,
          category: null,
          fee: null,
        }),
      ],
      TX_RULES,
      setup,
    );
    expect(drafts.map((d) => d.postings.map((p) => [p.accountId, p.commodity, p.amount]))).toEqual([
      [
        [ethAccount(WALLET), '31337:native', 1000n],
        [ACCOUNT_IDS.sales, '31337:native', -1000n],
      ],
      [
        [ACCOUNT_IDS.suspense, `31337:${token.toLowerCase()}`, 5n],
        [walletAccountId(31337, WALLET, token), `31337:${token.toLowerCase()}`, -5n],
      ],
      [
        [ethAccount(WALLET_2), '31337:native', 1000n],
        [ethAccount(WALLET), '31337:native', -1000n],
      ],
    ]);
    expect(at(drafts, 1).source).toBe(`tx:31337:${HASH}:2`);
    expect(accounts.find((a) => a.id === ethAccount(WALLET_2))?.name).toBe('Ops ETH on Anvil (local)');
  });
  it('posts only the fee of a failed transaction and nothing for pending or replaced ones', () => {
    expect(runRules([row({ status: 'failed' })], TX_RULES, setup).drafts.map((d) => d.source)).toEqual([
      `tx:31337:${HASH}:fee`,
    ]);
    expect(
      runRules([row({ status: 'pending' }), row({ id: '31337:x', status: 'replaced' })], TX_RULES, setup).drafts,
    ).toEqual([]);
  });
  it('follows an explicit category mapping before matching by name or code', () => {
    const categoryAccounts = new Map([['Software', ACCOUNT_IDS.generalExpenses]]);
    expect(runRules([row()], TX_RULES, { ...setup, categoryAccounts }).drafts[0]?.postings[0]?.accountId).toBe(
      ACCOUNT_IDS.generalExpenses,
    );
    expect(runRules([row({ category: '6200' })], TX_RULES, setup).drafts[0]?.postings[0]?.accountId).toBe(
      ACCOUNT_IDS.contractors,
    );
  });
});

describe('reconcile', () => {
  let n = 0;
  const options = { newId: () => `e${(n += 1)}`, reversalDate: (e: { date: string }) => e.date, postedBy: null };
  it('is a no-op on a second run, and recategorising reverses and re-posts only the value entry', () => {
    const journal = applyReconciliation([], reconcile([], runRules([row()], TX_RULES, setup).drafts), options);
    expect(reconcile(journal, runRules([row()], TX_RULES, setup).drafts)).toEqual({ toPost: [], toReverse: [] });
    const plan = reconcile(journal, runRules([row({ category: 'Contractors' })], TX_RULES, setup).drafts);
    expect(plan.toReverse.map((e) => e.source)).toEqual([`tx:31337:${HASH}:native`]);
    expect(plan.toPost.map((d) => d.postings[0]?.accountId)).toEqual([ACCOUNT_IDS.contractors]);
    const updated = applyReconciliation(journal, plan, options);
    expect(updated).toHaveLength(4);
    const [original, reversal] = [at(updated, 0), at(updated, 2)];
    expect(original.reversedBy).toBe(reversal.id);
    expect(reversal.reversalOf).toBe(original.id);
  });
  it('reverses the entries of a row that disappeared (reorg) but never touches manual entries', () => {
    const journal = applyReconciliation([], reconcile([], runRules([row()], TX_RULES, setup).drafts), options);
    const manual = { ...at(journal, 0), id: 'm1', source: 'manual' };
    const plan = reconcile([...journal, manual], []);
    expect(plan.toReverse.map((e) => e.id)).toEqual(journal.map((e) => e.id));
    expect(reconcile([...journal, manual], [], (source) => source.endsWith(':fee')).toReverse).toEqual([journal[1]]);
  });
  it('refuses two drafts with one source', () => {
    const draft = at(runRules([row()], TX_RULES, setup).drafts, 0);
    expect(() => reconcile([], [draft, draft])).toThrow(/share the source/);
  });
});

import { describe, expect, it } from 'vitest';
import { addAccount, canDelete, deletionRefusal, renameAccount, setArchived, type Account } from './account';
import { ACCOUNT_IDS, defaultChart, RULE_ACCOUNT_IDS } from './default-chart';
import { walletAccountFor, walletAccountId } from './wallet-account';

const leaf = (over: Partial<Account> = {}): Account => ({
  id: 'travel',
  code: '6400',
  name: 'Travel',
  type: 'expense',
  parentId: 'expenses',
  archived: false,
  ...over,
});

describe('chart of accounts', () => {
  it('has unique codes and ids, and every parent exists with the same type', () => {
    const chart = defaultChart();
    expect(new Set(chart.map((a) => a.code)).size).toBe(chart.length);
    expect(new Set(chart.map((a) => a.id)).size).toBe(chart.length);
    for (const a of chart) if (a.parentId) expect(chart.find((p) => p.id === a.parentId)?.type).toBe(a.type);
    expect(chart.find((a) => a.id === ACCOUNT_IDS.networkFees)).toMatchObject({ code: '6100', type: 'expense' });
  });
  it('adds, renames and archives accounts, refusing taken codes and mixed subtrees', () => {
    const chart = defaultChart();
    const added = addAccount(chart, leaf());
    expect(added.ok).toBe(true);
    expect(addAccount(chart, leaf({ code: '6100' }))).toEqual({
      ok: false,
      message: 'Code 6100 is taken by Network fees',
    });
    expect(addAccount(chart, leaf({ parentId: 'income' }))).toEqual({
      ok: false,
      message: 'Income holds income accounts only',
    });
    expect(addAccount(chart, leaf({ code: '64' })).ok).toBe(false);
    const renamed = renameAccount(chart, ACCOUNT_IDS.software, '  SaaS ');
    expect(renamed.ok && renamed.accounts.find((a) => a.id === ACCOUNT_IDS.software)?.name).toBe('SaaS');
    expect(renameAccount(chart, ACCOUNT_IDS.software, ' ')).toEqual({ ok: false, message: 'Enter a name' });
    const archived = setArchived(chart, ACCOUNT_IDS.software, true);
    expect(archived.ok && archived.accounts.find((a) => a.id === ACCOUNT_IDS.software)?.archived).toBe(true);
  });
  it('cannot delete an account with postings or children', () => {
    const chart = defaultChart();
    const software = { id: ACCOUNT_IDS.software };
    expect(canDelete(software, [], chart)).toBe(true);
    expect(canDelete(software, [{ accountId: ACCOUNT_IDS.software }], chart)).toBe(false);
    expect(canDelete({ id: 'expenses' }, [], chart)).toBe(false);
  });
  it('says why an account cannot be deleted', () => {
    const accounts = defaultChart();
    expect(deletionRefusal(ACCOUNT_IDS.software, { hasPostings: false, accounts }, RULE_ACCOUNT_IDS)).toBeNull();
    expect(deletionRefusal(ACCOUNT_IDS.software, { hasPostings: true, accounts }, RULE_ACCOUNT_IDS)).toBe(
      'It has postings; archive it instead',
    );
    expect(deletionRefusal('expenses', { hasPostings: false, accounts }, RULE_ACCOUNT_IDS)).toBe(
      'It has sub-accounts; delete them first',
    );
    expect(deletionRefusal(ACCOUNT_IDS.networkFees, { hasPostings: false, accounts }, RULE_ACCOUNT_IDS)).toBe(
      'The posting rules use this account; archive it instead',
    );
  });
});

describe('walletAccountFor', () => {
  const wallet = { chainId: 31337, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', label: 'Treasury' };
  it('creates the account once, under Crypto wallets, with a deterministic id and code', () => {
    const first = walletAccountFor(defaultChart(), wallet, { asset: 'native', symbol: 'ETH' });
    expect(first.created).toBe(true);
    expect(first.account).toEqual({
      id: walletAccountId(31337, wallet.address, 'native'),
      code: '1011',
      name: 'Treasury ETH on Anvil (local)',
      type: 'asset',
      parentId: ACCOUNT_IDS.wallets,
      archived: false,
    });
    expect(first.account.id).toBe('wallet:31337:native:0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
    const again = walletAccountFor(first.accounts, { ...wallet, label: 'Renamed' }, { asset: 'native', symbol: 'ETH' });
    expect(again).toMatchObject({ created: false, account: first.account });
    expect(again.accounts).toBe(first.accounts);
    const token = walletAccountFor(first.accounts, wallet, {
      asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'TUSD',
    });
    expect(token.account.code).toBe('1012');
    expect(walletAccountFor(defaultChart(), wallet, { asset: 'native', symbol: 'ETH' })).toEqual(first);
  });
});

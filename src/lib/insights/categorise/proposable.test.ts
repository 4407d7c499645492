import { describe, expect, it } from 'vitest';
import { defaultChart } from '@/lib/ledger/default-chart';
import { proposableCategories } from './proposable';

describe('proposable categories', () => {
  const chart = [
    ...defaultChart(),
    {
      id: 'prepaid',
      code: '1300',
      name: 'Prepaid expenses',
      type: 'asset' as const,
      parentId: 'assets',
      archived: false,
    },
    { id: 'old', code: '6950', name: 'Old costs', type: 'expense' as const, parentId: 'expenses', archived: true },
    {
      id: 'wallet:31337:native:0xabc',
      code: '1011',
      name: 'Ops ETH',
      type: 'asset' as const,
      parentId: 'wallets',
      archived: false,
    },
  ];

  it('offers income and expense accounts by name or code, never a control account or an unknown name', () => {
    const may = proposableCategories({ accounts: chart, mapped: new Map() });
    expect(['Sales', '4900', 'Software', 'network fees', '6200'].map(may)).toEqual([true, true, true, true, true]);
    expect(
      [
        'Accounts payable',
        'Accounts receivable',
        '1100',
        'Taxes payable',
        'Opening balances',
        'Uncategorised',
        'Owner contributions',
        'Retained earnings',
        'Crypto wallets',
        'Ops ETH',
        'Prepaid expenses', // an asset nobody mapped
        'Old costs', // archived
        'Hosting', // no such account: it would post to Uncategorised
        '',
      ].map(may),
    ).toEqual(Array(14).fill(false));
  });

  it('offers an account the user mapped a category to, unless it is a control account', () => {
    const may = proposableCategories({
      accounts: chart,
      mapped: new Map([
        // Keyed by the category in lower case, as the mapping table stores it.
        ['deposits', 'prepaid'],
        ['hosting', 'software'],
        ['client money', 'accounts-payable'],
        ['capital', 'owner-contributions'],
      ]),
    });
    expect(['Deposits', 'Hosting', 'Client money', 'Capital'].map(may)).toEqual([true, true, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { DEFAULT_BOOKING, bookingOptions } from './booking';
import { checkDistributionDraft, type DistributionDraft } from './editor-draft';
import { checkTemplateDraft, EMPTY_TEMPLATE_DRAFT } from './template-form';
import { templateToDraft } from './template-draft';
import { defaultChart } from '@/lib/ledger/default-chart';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const draft: DistributionDraft = {
  assetId: '31337:native',
  mode: 'percent',
  total: '1.5',
  rows: [{ address: A.toLowerCase(), share: '100' }],
};

describe('templates', () => {
  it('saves the checked list with its booking and schedule, and loads back the same draft', () => {
    const check = checkDistributionDraft(draft, [ETH], 'en-US');
    const result = checkTemplateDraft(
      { name: ' Payroll ', repeat: 'month', interval: '1', firstDue: '2026-04-01' },
      draft,
      check,
      { ...DEFAULT_BOOKING, postAs: 'equity', accountCode: '3200' },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value).toMatchObject({
      name: 'Payroll',
      total: '1500000000000000000',
      recipients: [{ address: A, share: '100' }],
      postAs: 'equity',
      accountCode: '3200',
      schedule: { every: 'month', interval: 1, nextDue: '2026-04-01' },
    });
    const back = templateToDraft({
      ...result.value,
      id: 't1',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      revision: 1,
    });
    expect(back.draft).toEqual({ ...draft, rows: [{ address: A, share: '100' }] });
    expect(back.booking).toEqual({ templateId: 't1', postAs: 'equity', accountCode: '3200' });
  });

  it('refuses a missing name, a bad interval or first day, and a list that does not preview', () => {
    const bad = checkDistributionDraft({ ...draft, total: '' }, [ETH], 'en-US');
    const result = checkTemplateDraft(
      { ...EMPTY_TEMPLATE_DRAFT, repeat: 'day', interval: '0' },
      draft,
      bad,
      DEFAULT_BOOKING,
    );
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['firstDue', 'interval', 'list', 'name']);
  });

  it('offers leaf expense accounts then equity accounts of the chart', () => {
    expect(bookingOptions(defaultChart()).map((o) => o.code)).toEqual([
      '6100',
      '6200',
      '6300',
      '6900',
      '3100',
      '3200',
      '3900',
    ]);
  });
});

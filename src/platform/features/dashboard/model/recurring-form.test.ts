import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { draftOf, emptyDraft, itemOfDraft } from './recurring-form';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const NOW = '2026-03-10T08:00:00.000Z';

describe('the recurring item form', () => {
  it('turns a filled form into a record, the amount read exactly in base units', () => {
    const draft = { ...emptyDraft([ETH], '2026-03-10'), name: ' Rent ', amount: '1.25', category: 'Office' };
    const result = itemOfDraft(draft, [ETH], null, NOW, () => 'r1');
    expect(result).toEqual({
      ok: true,
      item: {
        id: 'r1',
        name: 'Rent',
        direction: 'out',
        asset: ETH,
        units: '1250000000000000000',
        cadence: 'monthly',
        firstDate: '2026-03-10',
        endDate: null,
        category: 'Office',
        counterpartyId: null,
        createdAt: NOW,
        updatedAt: NOW,
        revision: 1,
      },
    });
    if (result.ok) expect(draftOf(result.item)).toEqual({ ...draft, name: 'Rent' });
  });
  it('names each refused field: no name, no amount, an end before the first date, no asset', () => {
    const draft = { ...emptyDraft([ETH], '2026-03-10'), endDate: '2026-03-01' };
    const result = itemOfDraft(draft, [ETH], null, NOW, () => 'r1');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['amount', 'endDate', 'name']);
    const zero = itemOfDraft({ ...draft, name: 'x', amount: '0', endDate: '' }, [ETH], null, NOW, () => 'r1');
    expect(zero).toEqual({ ok: false, errors: { amount: 'Enter an amount above 0' } });
    const none = itemOfDraft({ ...draft, name: 'x', amount: '1', endDate: '' }, [], null, NOW, () => 'r1');
    expect(none).toEqual({ ok: false, errors: { assetKey: 'Choose an asset' } });
  });
  it('keeps an edited item’s id, creation time and revision', () => {
    const saved = { id: 'r9', createdAt: '2026-01-01T00:00:00.000Z', revision: 4 };
    const draft = { ...emptyDraft([ETH], '2026-03-10'), name: 'Payroll', amount: '2', direction: 'out' as const };
    const result = itemOfDraft(draft, [ETH], saved, NOW, () => 'unused');
    expect(result.ok && [result.item.id, result.item.createdAt, result.item.updatedAt, result.item.revision]).toEqual([
      'r9',
      saved.createdAt,
      NOW,
      4,
    ]);
  });
});

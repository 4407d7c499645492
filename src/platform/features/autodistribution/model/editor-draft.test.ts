import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { checkDistributionDraft, EMPTY_DISTRIBUTION_DRAFT, isDraftFilled } from './editor-draft';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('checkDistributionDraft', () => {
  it('splits the typed total by percentage into exact units', () => {
    const check = checkDistributionDraft(
      {
        assetId: '',
        mode: 'percent',
        total: '1',
        rows: [
          { address: A, share: '66.6667' },
          { address: B, share: '33.3333' },
        ],
      },
      [ETH],
      'en-US',
    );
    expect(check.ok && check.plan.payments.map((p) => p.units)).toEqual([
      666_667_000_000_000_000n,
      333_333_000_000_000_000n,
    ]);
  });

  it('names the total and each bad row', () => {
    const check = checkDistributionDraft(
      {
        assetId: '',
        mode: 'percent',
        total: '',
        rows: [
          { address: A, share: '100' },
          { address: '', share: '' },
        ],
      },
      [ETH],
      'en-US',
    );
    expect(check).toMatchObject({
      ok: false,
      totalError: 'Enter an amount',
      rowErrors: [
        { line: 2, field: 'address', message: 'Enter an address' },
        { line: 2, field: 'share', message: 'Enter a percentage' },
      ],
    });
  });

  it('knows an empty draft', () => {
    expect(isDraftFilled(EMPTY_DISTRIBUTION_DRAFT)).toBe(false);
    expect(isDraftFilled({ ...EMPTY_DISTRIBUTION_DRAFT, total: '1' })).toBe(true);
  });
});

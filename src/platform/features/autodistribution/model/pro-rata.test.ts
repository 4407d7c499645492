import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/money/asset';
import { buildCapTable, ZERO_ADDRESS } from '@/lib/tokens/cap-table';
import { checkDistributionDraft } from './editor-draft';
import { parseExcluded, proRataDraft } from './pro-rata';

const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const mint = (to: string, value: bigint, logIndex: number) => ({
  blockNumber: 5,
  logIndex,
  transactionHash: `0x${'1'.repeat(64)}`,
  from: ZERO_ADDRESS,
  to,
  value,
});

describe('pro-rata', () => {
  const table = buildCapTable([mint(A, 600n, 0), mint(B, 300n, 1), mint(C, 100n, 2)], 5);

  it('splits the total by balance, excluding the chosen addresses, exactly', () => {
    const excluded = parseExcluded(`${C.toLowerCase()}\n`);
    if (!excluded.ok) throw new Error(excluded.message);
    const result = proRataDraft(table, excluded.addresses, ETH, 10n, '31337:native');
    if ('message' in result) throw new Error(result.message);
    expect(result).toMatchObject({ holders: 2, excluded: 1 });
    const check = checkDistributionDraft(result.draft, [ETH]);
    // 600:300 of 10 wei → 6.67, 3.33 → 7, 3 (largest remainder).
    expect(check.ok && check.plan.payments.map((p) => [p.address, p.units])).toEqual([
      [A, 7n],
      [B, 3n],
    ]);
  });

  it('names a bad excluded address and an empty result', () => {
    expect(parseExcluded(`${A}\n0x12`)).toEqual({
      ok: false,
      message: 'Entry 2 ("0x12"): Not a valid Ethereum address',
    });
    expect(proRataDraft(table, new Set([A, B, C].map((a) => a.toLowerCase())), ETH, 10n, '31337:native')).toEqual({
      message: 'No holder is left at block 5 once the excluded addresses are removed.',
    });
  });
});

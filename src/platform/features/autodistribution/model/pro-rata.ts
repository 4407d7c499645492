// Pro-rata to the holders of a company token at a block: the cap table (lib/tokens, from Transfer
// events) minus the excluded addresses, the total split by balance with the largest-remainder rule.
// The result goes to the editor as fixed amounts, because a balance ratio rarely fits a percentage
// with 4 decimals: the exact units are what the preview shows and the chain pays.
import { checkAddress } from '@/lib/primitives/ethereum-address';
import type { Asset } from '@/lib/money/asset';
import { toDecimalString } from '@/lib/money/decimal-string';
import { splitLargestRemainder } from '@/lib/money/split';
import type { CapTable } from '@/lib/tokens/cap-table';
import type { DistributionDraft } from './editor-draft';

/** The excluded addresses typed one per line (or comma-separated); bad ones named with their line. */
export function parseExcluded(text: string): { ok: true; addresses: Set<string> } | { ok: false; message: string } {
  const addresses = new Set<string>();
  const items = text.split(/[\n,]/).map((s) => s.trim());
  for (const [index, item] of items.entries()) {
    if (!item) continue;
    const check = checkAddress(item);
    if (!check.ok) return { ok: false, message: `Entry ${index + 1} ("${item}"): ${check.message}` };
    addresses.add(check.address.toLowerCase());
  }
  return { ok: true, addresses };
}

export interface ProRata {
  readonly draft: DistributionDraft;
  readonly holders: number;
  readonly excluded: number;
}

/** The editor list paying `total` of `asset` to the table's holders by balance, without `excluded`. */
export function proRataDraft(
  table: CapTable,
  excluded: ReadonlySet<string>,
  asset: Asset,
  total: bigint,
  assetKey: string,
): ProRata | { message: string } {
  const holders = table.holders.filter((h) => !excluded.has(h.address.toLowerCase()));
  if (holders.length === 0)
    return { message: `No holder is left at block ${table.block} once the excluded addresses are removed.` };
  const parts = splitLargestRemainder(
    total,
    holders.map((h) => h.balance),
  );
  return {
    draft: {
      assetId: assetKey,
      mode: 'fixed',
      total: '',
      rows: holders.map((h, i) => ({ address: h.address, share: toDecimalString(parts[i] ?? 0n, asset.decimals) })),
    },
    holders: holders.length,
    excluded: table.holders.length - holders.length,
  };
}

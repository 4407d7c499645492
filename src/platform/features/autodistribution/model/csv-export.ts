// Export of a previewed distribution: Safe's CSV Airdrop format (so the same list can be paid from a
// Safe) with exact decimal amounts, formula-safe through lib/formats/csv-safe.
import { toSafeCsv } from '../../../../lib/formats/csv-safe';
import { toDecimalString } from '../../../../lib/money/decimal-string';
import type { Asset } from '../../../../lib/money/asset';
import { SAFE_COLUMNS } from './csv-import';
import type { PlannedPayment } from './plan';

/** The payments as Safe CSV Airdrop rows (`id` empty: it is for NFTs). */
export function toSafeAirdropCsv(payments: readonly PlannedPayment[], asset: Asset): string {
  const type = asset.kind === 'native' ? 'native' : 'erc20';
  return toSafeCsv(
    SAFE_COLUMNS,
    payments.map((p) => [type, asset.address ?? '', p.address, toDecimalString(p.units, asset.decimals), '']),
  );
}

// Export of a distribution list: Safe's CSV Airdrop format (so the same list can be paid from a
// Safe) with exact decimal amounts, and for percentage lists also the plain `address,share` list
// (it imports back as the same percentages, so the split can be reused with another total).
// Formula-safe through lib/formats/csv-safe.
import { toSafeCsv } from '@/lib/formats/csv-safe';
import { toDecimalString } from '@/lib/money/decimal-string';
import type { Asset } from '@/lib/money/asset';
import { SAFE_COLUMNS } from './csv-import';
import type { PlannedPayment } from './distribution-plan';
import type { ShareMode } from './recipients';

/** `safe`: Safe CSV Airdrop rows with exact amounts; `shares`: plain `address,share` percentages. */
export type ExportFormat = 'safe' | 'shares';

/** One file to download. */
export interface CsvFile {
  readonly fileName: string;
  readonly text: string;
}

/** The payments as Safe CSV Airdrop rows (`id` empty: it is for NFTs). */
export function toSafeAirdropCsv(payments: readonly PlannedPayment[], asset: Asset): string {
  const type = asset.kind === 'native' ? 'native' : 'erc20';
  return toSafeCsv(
    SAFE_COLUMNS,
    payments.map((p) => [type, asset.address ?? '', p.address, toDecimalString(p.units, asset.decimals), '']),
  );
}

/** The recipients as a plain `address,share` list (the import reads it back in the same mode). */
export function toShareCsv(recipients: readonly { address: string; share: string }[]): string {
  return toSafeCsv(
    ['address', 'share'],
    recipients.map((r) => [r.address, r.share]),
  );
}

/** The formats a list exports to: Safe's always, the percentages too for a percentage list. */
export function exportFormats(mode: ShareMode): ExportFormat[] {
  return mode === 'percent' ? ['safe', 'shares'] : ['safe'];
}

/** A file name from a list's name: lower case, accents dropped, letters and digits joined by dashes. */
export function csvFileName(name: string, format: ExportFormat): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'distribution';
  return `${base}-${format === 'safe' ? 'safe-airdrop' : 'shares'}.csv`;
}

/** The CSV file of a previewed list in one format. */
export function exportCsv(
  format: ExportFormat,
  name: string,
  asset: Asset,
  payments: readonly PlannedPayment[],
): CsvFile {
  return {
    fileName: csvFileName(name, format),
    text: format === 'safe' ? toSafeAirdropCsv(payments, asset) : toShareCsv(payments),
  };
}

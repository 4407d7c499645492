// The editor's draft (plain text, kept across leaving the page) and its check into a plan: the
// chosen asset, the mode, the total to split by percentage, and the rows as typed.
import { assetId, type Asset } from '@/lib/money/asset';
import { parseAmount } from '@/lib/money/parse-amount';
import { buildPlan, type DistributionPlan } from './distribution-plan';
import { checkRecipients, type RecipientInput, type RowError, type ShareMode } from './recipients';

export interface DraftRow {
  readonly address: string;
  readonly share: string;
}

export interface DistributionDraft {
  readonly assetId: string;
  readonly mode: ShareMode;
  readonly total: string;
  readonly rows: readonly DraftRow[];
}

export const EMPTY_DISTRIBUTION_DRAFT: DistributionDraft = {
  assetId: '',
  mode: 'percent',
  total: '',
  rows: [{ address: '', share: '' }],
};

export type DraftCheck =
  | { readonly ok: true; readonly asset: Asset; readonly plan: DistributionPlan }
  | {
      readonly ok: false;
      readonly asset: Asset | null;
      readonly rowErrors: readonly RowError[];
      readonly totalError: string | null;
      readonly listError: string | null;
    };

/** The asset the draft names, else the first one (the native currency). */
export function draftAsset(draft: DistributionDraft, assets: readonly Asset[]): Asset | null {
  return assets.find((a) => assetId(a) === draft.assetId) ?? assets[0] ?? null;
}

/** The rows as recipient inputs; the line is the row number the editor shows (1-based). */
export function draftInputs(draft: DistributionDraft): RecipientInput[] {
  return draft.rows.map((row, index) => ({ address: row.address, share: row.share, line: index + 1 }));
}

/** Whether anything was typed (the page warns before leaving then). */
export function isDraftFilled(draft: DistributionDraft): boolean {
  return draft.total.trim() !== '' || draft.rows.some((r) => r.address.trim() !== '' || r.share.trim() !== '');
}

/** Checks the whole draft; on success the plan holds every exact amount. */
export function checkDistributionDraft(
  draft: DistributionDraft,
  assets: readonly Asset[],
  locale?: string,
): DraftCheck {
  const asset = draftAsset(draft, assets);
  if (!asset)
    return {
      ok: false,
      asset: null,
      rowErrors: [],
      totalError: null,
      listError: 'No asset to distribute on this network',
    };
  let total = 0n;
  let totalError: string | null = null;
  if (draft.mode === 'percent') {
    const parsed = parseAmount(draft.total, asset.decimals, { locale, symbol: asset.symbol });
    if (!parsed.ok) totalError = parsed.error;
    else if (parsed.units === 0n) totalError = 'The total must be more than 0';
    else total = parsed.units;
  }
  const check = checkRecipients(draftInputs(draft), draft.mode, asset.decimals, asset.symbol);
  if (!check.ok || totalError)
    return {
      ok: false,
      asset,
      rowErrors: check.ok ? [] : check.errors,
      totalError,
      listError: check.ok ? null : check.listError,
    };
  return { ok: true, asset, plan: buildPlan(draft.mode, check.recipients, total) };
}

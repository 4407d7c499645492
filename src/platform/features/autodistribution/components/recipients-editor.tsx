import { Button } from '@/components/ui/button';
import { CONTROL_CLASSES, ERROR_CLASSES, FormField } from '@/components/ui/form-field';
import { assetId, type Asset } from '@/lib/money/asset';
import type { DistributionDraft, DraftRow } from '@/platform/features/autodistribution/model/editor-draft';
import type { RowError } from '@/platform/features/autodistribution/model/recipients';

export interface RecipientsEditorProps {
  readonly idBase: string;
  readonly draft: DistributionDraft;
  readonly assets: readonly Asset[];
  readonly asset: Asset | null;
  readonly rowErrors: readonly RowError[];
  readonly totalError: string | null;
  readonly onChange: (next: DistributionDraft) => void;
}

/** Asset, mode, total and the recipient rows, each message next to its field. */
export function RecipientsEditor({
  idBase,
  draft,
  assets,
  asset,
  rowErrors,
  totalError,
  onChange,
}: RecipientsEditorProps) {
  const setRow = (index: number, row: Partial<DraftRow>) =>
    onChange({ ...draft, rows: draft.rows.map((r, i) => (i === index ? { ...r, ...row } : r)) });
  const errorOf = (index: number, field: RowError['field']) =>
    rowErrors.find((e) => e.line === index + 1 && e.field === field)?.message;
  const shareLabel = draft.mode === 'percent' ? 'Share (%)' : `Amount${asset ? ` (${asset.symbol})` : ''}`;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${idBase}-asset`} label="Asset">
          {(control) => (
            <select
              {...control}
              className={CONTROL_CLASSES}
              value={asset ? assetId(asset) : ''}
              onChange={(e) => onChange({ ...draft, assetId: e.target.value })}
            >
              {assets.map((a) => (
                <option key={assetId(a)} value={assetId(a)}>
                  {a.symbol}
                  {a.address ? ` (${a.address})` : ''}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-fg">Split by</legend>
          {(['percent', 'fixed'] as const).map((mode) => (
            <label key={mode} className="mr-4 inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${idBase}-mode`}
                value={mode}
                checked={draft.mode === mode}
                onChange={() => onChange({ ...draft, mode })}
              />
              {mode === 'percent' ? 'Percentages of a total' : 'Fixed amounts'}
            </label>
          ))}
        </fieldset>
        {draft.mode === 'percent' ? (
          <FormField
            id={`${idBase}-total`}
            label={`Total to split${asset ? ` (${asset.symbol})` : ''}`}
            error={totalError ?? undefined}
          >
            {(control) => (
              <input
                {...control}
                className={CONTROL_CLASSES}
                inputMode="decimal"
                autoComplete="off"
                value={draft.total}
                onChange={(e) => onChange({ ...draft, total: e.target.value })}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Recipients</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="w-10 py-1">
              #
            </th>
            <th scope="col" className="py-1">
              Address
            </th>
            <th scope="col" className="w-40 py-1">
              {shareLabel}
            </th>
            <th scope="col" className="w-24 py-1">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.rows.map((row, index) => {
            const addressError = errorOf(index, 'address');
            const shareError = errorOf(index, 'share');
            const id = `${idBase}-row-${index}`;
            return (
              <tr key={index} className="align-top" data-row={index + 1}>
                <td className="py-1 tabular-nums">{index + 1}</td>
                <td className="py-1 pr-2">
                  <input
                    id={`${id}-address`}
                    aria-label={`Address, row ${index + 1}`}
                    aria-invalid={addressError ? true : undefined}
                    aria-describedby={addressError ? `${id}-address-error` : undefined}
                    className={`${CONTROL_CLASSES} font-mono`}
                    autoComplete="off"
                    spellCheck={false}
                    value={row.address}
                    onChange={(e) => setRow(index, { address: e.target.value })}
                  />
                  {addressError ? (
                    <p id={`${id}-address-error`} className={ERROR_CLASSES}>
                      {addressError}
                    </p>
                  ) : null}
                </td>
                <td className="py-1 pr-2">
                  <input
                    id={`${id}-share`}
                    aria-label={`${draft.mode === 'percent' ? 'Share' : 'Amount'}, row ${index + 1}`}
                    aria-invalid={shareError ? true : undefined}
                    aria-describedby={shareError ? `${id}-share-error` : undefined}
                    className={CONTROL_CLASSES}
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.share}
                    onChange={(e) => setRow(index, { share: e.target.value })}
                  />
                  {shareError ? (
                    <p id={`${id}-share-error`} className={ERROR_CLASSES}>
                      {shareError}
                    </p>
                  ) : null}
                </td>
                <td className="py-1">
                  <Button
                    variant="ghost"
                    aria-label={`Remove row ${index + 1}`}
                    disabled={draft.rows.length === 1}
                    onClick={() => onChange({ ...draft, rows: draft.rows.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button
        variant="secondary"
        onClick={() => onChange({ ...draft, rows: [...draft.rows, { address: '', share: '' }] })}
      >
        Add recipient
      </Button>
    </div>
  );
}

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
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
        <Select
          id={`${idBase}-asset`}
          label="Asset"
          options={assets.map((a) => ({
            value: assetId(a),
            label: `${a.symbol}${a.address ? ` (${a.address})` : ''}`,
          }))}
          value={asset ? assetId(asset) : ''}
          onChange={(e) => onChange({ ...draft, assetId: e.target.value })}
        />
        <RadioGroup
          legend="Split by"
          name={`${idBase}-mode`}
          inline
          options={[
            { value: 'percent', label: 'Percentages of a total' },
            { value: 'fixed', label: 'Fixed amounts' },
          ]}
          value={draft.mode}
          onChange={(mode) => onChange({ ...draft, mode: mode === 'fixed' ? 'fixed' : 'percent' })}
        />
        {draft.mode === 'percent' ? (
          <Input
            id={`${idBase}-total`}
            label={`Total to split${asset ? ` (${asset.symbol})` : ''}`}
            error={totalError ?? undefined}
            inputMode="decimal"
            autoComplete="off"
            value={draft.total}
            onChange={(e) => onChange({ ...draft, total: e.target.value })}
          />
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
                  <Input
                    id={`${id}-address`}
                    label={`Address, row ${index + 1}`}
                    labelHidden
                    error={addressError}
                    className="font-mono"
                    autoComplete="off"
                    spellCheck={false}
                    value={row.address}
                    onChange={(e) => setRow(index, { address: e.target.value })}
                  />
                </td>
                <td className="py-1 pr-2">
                  <Input
                    id={`${id}-share`}
                    label={`${draft.mode === 'percent' ? 'Share' : 'Amount'}, row ${index + 1}`}
                    labelHidden
                    error={shareError}
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.share}
                    onChange={(e) => setRow(index, { share: e.target.value })}
                  />
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

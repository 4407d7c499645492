import { Button } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/fieldset';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { assetId, type Asset } from '@/lib/money/asset';
import type { DistributionDraft, DraftRow } from '@/platform/features/autodistribution/model/editor-draft';
import type { RowError } from '@/platform/features/autodistribution/model/recipients';

// Number, address, share and Remove side by side from the small breakpoint; on a phone the share and
// Remove wrap under the address.
const ROW_GRID = 'grid-cols-[2rem_minmax(0,1fr)] sm:grid-cols-[2rem_minmax(0,1fr)_10rem_6rem]';

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
      <Fieldset legend="Recipients" className="space-y-2">
        {/* Column names for the eye; each field is named on its own ("Address, row 3"). */}
        <div aria-hidden="true" className={`hidden text-sm font-medium text-muted sm:grid ${ROW_GRID}`}>
          <span>#</span>
          <span>Address</span>
          <span>{shareLabel}</span>
        </div>
        <ol className="space-y-2">
          {draft.rows.map((row, index) => {
            const id = `${idBase}-row-${index}`;
            return (
              <li key={index} data-row={index + 1} className={`grid items-start gap-2 ${ROW_GRID}`}>
                <span aria-hidden="true" className="py-2 text-sm tabular-nums">
                  {index + 1}
                </span>
                <Input
                  id={`${id}-address`}
                  label={`Address, row ${index + 1}`}
                  labelHidden
                  error={errorOf(index, 'address')}
                  className="font-mono"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.address}
                  onChange={(e) => setRow(index, { address: e.target.value })}
                />
                <div className="col-start-2 flex items-start gap-2 sm:col-start-auto sm:contents">
                  <div className="w-40 sm:w-auto">
                    <Input
                      id={`${id}-share`}
                      label={`${draft.mode === 'percent' ? 'Share' : 'Amount'}, row ${index + 1}`}
                      labelHidden
                      error={errorOf(index, 'share')}
                      inputMode="decimal"
                      autoComplete="off"
                      value={row.share}
                      onChange={(e) => setRow(index, { share: e.target.value })}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    aria-label={`Remove row ${index + 1}`}
                    disabled={draft.rows.length === 1}
                    onClick={() => onChange({ ...draft, rows: draft.rows.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </Fieldset>
      <Button
        variant="secondary"
        onClick={() => onChange({ ...draft, rows: [...draft.rows, { address: '', share: '' }] })}
      >
        Add recipient
      </Button>
    </div>
  );
}

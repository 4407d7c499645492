import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Fieldset } from '@/components/ui/fieldset';
import { FiatTermsFields } from '@/components/payments/fiat-terms-fields';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { assetId, type Asset } from '@/lib/money/asset';
import type { BillDraft, BillField } from '@/platform/features/vendors/model/bill-form';
import type { VendorInfo } from '@/platform/features/vendors/store/vendors-read';
import { VendorSelect } from './vendor-select';

export interface BillFieldsProps {
  readonly idBase: string;
  readonly draft: BillDraft;
  readonly errors: FieldErrors<BillField>;
  readonly vendors: readonly VendorInfo[];
  readonly assets: readonly Asset[];
  readonly expenseAccounts: readonly { id: string; code: string; name: string }[];
  readonly documents: readonly { cid: string; name: string }[];
  readonly onChange: (update: (previous: BillDraft) => BillDraft) => void;
  readonly onVendor: (vendorId: string) => void;
}

/** The bill's fields, each with its message below it. */
export function BillFields({
  idBase,
  draft,
  errors,
  vendors,
  assets,
  expenseAccounts,
  documents,
  onChange,
  onVendor,
}: BillFieldsProps) {
  const document = documents.find((d) => d.cid === draft.documentCid.trim());
  const set = (field: Exclude<keyof BillDraft, 'lines'>) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    onChange((previous) => ({ ...previous, [field]: value }));
  };
  const setLine = (index: number, key: 'description' | 'amount', value: string) =>
    onChange((previous) => ({
      ...previous,
      lines: previous.lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)),
    }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <VendorSelect
        id={`${idBase}-vendor`}
        label="Vendor"
        vendors={vendors}
        value={draft.vendorId}
        error={errors.vendorId}
        onChange={onVendor}
      />
      <Input
        id={`${idBase}-number`}
        label="Vendor's bill number"
        error={errors.billNumber}
        value={draft.billNumber}
        onChange={set('billNumber')}
      />
      <DateInput
        id={`${idBase}-issue`}
        label="Issue date"
        error={errors.issueDate}
        value={draft.issueDate}
        onChange={(value) => set('issueDate')({ target: { value } })}
      />
      <DateInput
        id={`${idBase}-due`}
        label="Due date"
        error={errors.dueDate}
        value={draft.dueDate}
        onChange={(value) => set('dueDate')({ target: { value } })}
      />
      <Select
        id={`${idBase}-asset`}
        label="Asset"
        error={errors.assetKey}
        placeholder="Choose an asset"
        options={assets.map((a) => ({ value: assetId(a), label: `${a.symbol} (${a.name})` }))}
        value={draft.assetKey}
        onChange={(event) => onChange((p) => ({ ...p, assetKey: event.target.value, currency: '' }))}
      />
      <FiatTermsFields
        idBase={idBase}
        asset={assets.find((a) => assetId(a) === draft.assetKey)}
        currency={draft.currency}
        tolerancePercent={draft.tolerancePercent}
        errors={errors}
        onCurrency={(currency) => onChange((previous) => ({ ...previous, currency }))}
        onTolerance={(tolerancePercent) => onChange((previous) => ({ ...previous, tolerancePercent }))}
      />
      <Input
        id={`${idBase}-payee`}
        label="Pay to (vendor's wallet)"
        error={errors.payee}
        className="font-mono"
        spellCheck={false}
        autoComplete="off"
        value={draft.payee}
        onChange={set('payee')}
      />
      <Select
        id={`${idBase}-expense`}
        label="Expense account"
        error={errors.expenseAccountId}
        placeholder="Choose an account"
        options={expenseAccounts.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
        value={draft.expenseAccountId}
        onChange={set('expenseAccountId')}
      />
      {draft.lines.length === 0 ? (
        <Input
          id={`${idBase}-total`}
          label="Total"
          error={errors.total}
          inputMode="decimal"
          value={draft.total}
          onChange={set('total')}
        />
      ) : null}
      <Fieldset
        legend={`Lines${draft.lines.length === 0 ? ' (optional: without lines the bill is its total)' : ''}`}
        error={errors.lines}
        className="space-y-2 sm:col-span-2"
      >
        {draft.lines.map((line, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 max-w-xs flex-1">
              <Input
                label={`Line ${index + 1} description`}
                labelHidden
                value={line.description}
                onChange={(e) => setLine(index, 'description', e.target.value)}
              />
            </div>
            <div className="w-40">
              <Input
                label={`Line ${index + 1} amount`}
                labelHidden
                inputMode="decimal"
                value={line.amount}
                onChange={(e) => setLine(index, 'amount', e.target.value)}
              />
            </div>
            <Button
              variant="ghost"
              onClick={() => onChange((p) => ({ ...p, lines: p.lines.filter((_, i) => i !== index) }))}
            >
              Remove line {index + 1}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => onChange((p) => ({ ...p, lines: [...p.lines, { description: '', amount: '' }] }))}
        >
          Add line
        </Button>
      </Fieldset>
      <Input
        id={`${idBase}-cid`}
        label="Document CID (optional)"
        error={errors.documentCid}
        hint={document ? `Storage: ${document.name}` : 'A document kept in Storage (CIDv1): pick one or paste its CID.'}
        list={`${idBase}-documents`}
        className="font-mono"
        spellCheck={false}
        value={draft.documentCid}
        onChange={set('documentCid')}
      />
      <datalist id={`${idBase}-documents`}>
        {documents.map((d) => (
          <option key={d.cid} value={d.cid} label={d.name} />
        ))}
      </datalist>
      <Textarea
        id={`${idBase}-notes`}
        label="Notes"
        error={errors.notes}
        rows={2}
        value={draft.notes}
        onChange={set('notes')}
      />
    </div>
  );
}

// The invoice form (a draft): client, dates (due from the client's terms), asset, receiving wallet,
// lines with exact totals shown as typed, notes and terms. A message beside each field.
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Fieldset } from '@/components/ui/fieldset';
import { FiatTermsFields } from '@/components/payments/fiat-terms-fields';
import { networkName } from '@/lib/primitives/networks';
import type { Counterparty } from '@/lib/db/entities/counterparty';
import type { LedgerAccount } from '@/lib/db/entities/ledger-account';
import { assetId, type Asset } from '@/lib/money/asset';
import { FIAT_DECIMALS } from '@/lib/payments/fiat-terms';
import { dueFromTerms } from '@/lib/primitives/days';
import {
  DEFAULT_TOLERANCE,
  checkInvoice,
  emptyLine,
  type InvoiceValues,
  type LineValues,
} from '@/platform/features/client/model/invoice-form';
import type { InvoiceInput } from '@/platform/features/client/store/invoice-store';
import { InvoiceTotalsTable } from './invoice-totals-table';

export interface InvoiceEditorProps {
  readonly initial: InvoiceValues;
  readonly clients: readonly Counterparty[];
  readonly assets: readonly Asset[];
  readonly payees: (chainId: number) => { address: string; label: string }[];
  readonly incomeAccounts: readonly LedgerAccount[];
  readonly onSave: (input: InvoiceInput) => Promise<void>;
  readonly onCancel: () => void;
}

const LINE_FIELDS: [keyof LineValues, string][] = [
  ['description', 'Description'],
  ['quantity', 'Quantity'],
  ['unitPrice', 'Unit price'],
  ['discountPercent', 'Discount %'],
  ['taxRatePercent', 'Tax %'],
];

/** The editor; `onSave` gets a checked input. */
export function InvoiceEditor({
  initial,
  clients,
  assets,
  payees,
  incomeAccounts,
  onSave,
  onCancel,
}: InvoiceEditorProps) {
  const [values, setValues] = useState<InvoiceValues>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const asset = assets.find((a) => assetId(a) === values.assetKey);
  const payeeList = asset ? payees(asset.chainId) : [];
  const preview = checkInvoice(values, asset);
  const unit = values.currency ? { symbol: values.currency, decimals: FIAT_DECIMALS } : asset;
  const set = (patch: Partial<InvoiceValues>) => setValues((v) => ({ ...v, ...patch }));
  const setLine = (i: number, field: keyof LineValues, value: string) =>
    set({ lines: values.lines.map((l, j) => (j === i ? { ...l, [field]: value } : l)) });
  const termsOf = (clientId: string) => clients.find((c) => c.id === clientId)?.paymentTermsDays ?? 30;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const result = checkInvoice(values, asset);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setBusy(true);
    try {
      await onSave(result.input);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invoice" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          id="inv-client"
          label="Client"
          error={errors.clientId}
          placeholder="Choose…"
          options={clients.map((cl) => ({ value: cl.id, label: cl.name }))}
          value={values.clientId}
          onChange={(e) =>
            set({ clientId: e.target.value, dueDate: dueFromTerms(values.issueDate, termsOf(e.target.value)) })
          }
        />
        <DateInput
          id="inv-issue"
          label="Issue date"
          error={errors.issueDate}
          value={values.issueDate}
          onChange={(issueDate) => set({ issueDate, dueDate: dueFromTerms(issueDate, termsOf(values.clientId)) })}
        />
        <DateInput
          id="inv-due"
          label="Due date"
          error={errors.dueDate}
          hint="From the client's payment terms; change it if needed"
          value={values.dueDate}
          onChange={(dueDate) => set({ dueDate })}
        />
        <Select
          id="inv-asset"
          label="Paid in"
          error={errors.assetKey}
          placeholder="Choose…"
          options={assets.map((a) => ({ value: assetId(a), label: `${a.symbol} on ${networkName(a.chainId)}` }))}
          value={values.assetKey}
          onChange={(e) => set({ assetKey: e.target.value, payee: '', currency: '' })}
        />
        <FiatTermsFields
          idBase="inv"
          asset={asset}
          currency={values.currency ?? ''}
          tolerancePercent={values.tolerancePercent ?? DEFAULT_TOLERANCE}
          errors={errors}
          onCurrency={(currency) => set({ currency })}
          onTolerance={(tolerancePercent) => set({ tolerancePercent })}
        />
        <Select
          id="inv-payee"
          label="Receiving wallet"
          error={errors.payee}
          placeholder="Choose…"
          options={payeeList.map((p) => ({ value: p.address, label: `${p.label} · ${p.address}` }))}
          value={values.payee}
          onChange={(e) => set({ payee: e.target.value })}
        />
        <Select
          id="inv-income"
          label="Income account"
          error={errors.incomeAccountId}
          options={incomeAccounts.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
          value={values.incomeAccountId}
          onChange={(e) => set({ incomeAccountId: e.target.value })}
        />
      </div>
      <Fieldset legend={`Lines${unit ? ` (prices in ${unit.symbol})` : ''}`} error={errors.lines}>
        {values.lines.map((line, i) => (
          <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[3fr_1fr_1.5fr_1fr_1fr_auto]">
            {LINE_FIELDS.map(([field, label]) => (
              <Input
                key={field}
                label={`Line ${i + 1} ${label}`}
                labelHidden
                error={errors[`lines.${i}.${field}`]}
                placeholder={label}
                value={line[field]}
                onChange={(e) => setLine(i, field, e.target.value)}
              />
            ))}
            <Button
              variant="ghost"
              aria-label={`Remove line ${i + 1}`}
              onClick={() => set({ lines: values.lines.filter((_, j) => j !== i) })}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => set({ lines: [...values.lines, emptyLine()] })}>
          Add line
        </Button>
      </Fieldset>
      {preview.ok && unit ? <InvoiceTotalsTable lines={preview.input.lines} asset={unit} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Textarea
          id="inv-notes"
          label="Notes"
          rows={2}
          value={values.notes}
          onChange={(e) => set({ notes: e.target.value })}
        />
        <Textarea
          id="inv-terms"
          label="Terms"
          rows={2}
          value={values.terms}
          onChange={(e) => set({ terms: e.target.value })}
        />
      </div>
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Save draft
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

// Add or edit a client or vendor: every field with its message beside it; wallets one per network
// row, checked as typed (EIP-55). Shared by the Client and Vendors pages.
import { useState, type SubmitEvent } from 'react';
import { TREASURY_NETWORKS } from '@/lib/db/entities/treasury-wallet';
import { checkAddress } from '@/lib/primitives/ethereum-address';
import { counterpartySchema, type Counterparty } from '@/lib/db/entities/counterparty';
import type { CounterpartyInput } from '@/lib/counterparties/counterparty-store';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Fieldset } from '@/components/ui/fieldset';

const networkOptions = TREASURY_NETWORKS.map((n) => ({ value: String(n.chainId), label: n.name }));

interface WalletRow {
  chainId: number;
  address: string;
}

export interface CounterpartyFormProps {
  readonly initial: CounterpartyInput;
  readonly existing: Counterparty | null;
  readonly onSave: (input: CounterpartyInput) => Promise<void>;
  readonly onCancel: () => void;
}

/** The form; `onSave` receives a checked input (it may still refuse, e.g. a stale revision). */
export function CounterpartyForm({ initial, existing, onSave, onCancel }: CounterpartyFormProps) {
  const [values, setValues] = useState({ ...initial, paymentTermsDays: String(initial.paymentTermsDays) });
  const [wallets, setWallets] = useState<WalletRow[]>(initial.wallets.map((w) => ({ ...w })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const checked = wallets.map((w, i) => {
      const check = checkAddress(w.address);
      if (!check.ok) found[`wallets.${i}`] = check.message;
      return { chainId: w.chainId, address: check.ok ? check.address : w.address };
    });
    const terms = Number(values.paymentTermsDays);
    const input: CounterpartyInput = {
      ...values,
      paymentTermsDays: Number.isInteger(terms) ? terms : Number.NaN,
      wallets: checked,
    };
    const parsed = counterpartySchema.safeParse({
      ...input,
      id: 'x',
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
      revision: 1,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path.slice(0, 2).join('.'))] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(input);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  type TextField =
    | 'name'
    | 'legalName'
    | 'email'
    | 'taxId'
    | 'paymentTermsDays'
    | 'registrationNumber'
    | 'country'
    | 'electronicAddress';
  const text = (field: TextField, label: string, hint?: string) => (
    <Input
      id={`cp-${field}`}
      label={label}
      error={errors[field]}
      hint={hint}
      value={values[field] ?? ''}
      onChange={(e) => set(field, field === 'country' ? e.target.value.toUpperCase() : e.target.value)}
    />
  );

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-label={existing ? `Edit ${existing.name}` : 'New counterparty'}
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('legalName', 'Legal name')}
        {text('email', 'E-mail')}
        {text('taxId', 'Tax ID')}
        {text('registrationNumber', 'Registration number')}
        {text('paymentTermsDays', 'Payment terms (net days)', 'The due date is the issue date plus this many days')}
      </div>
      <Fieldset legend="Role" legendHidden error={errors.isClient} className="flex flex-wrap gap-6">
        <Checkbox label="Client" checked={values.isClient} onChange={(e) => set('isClient', e.target.checked)} />
        <Checkbox label="Vendor" checked={values.isVendor} onChange={(e) => set('isVendor', e.target.checked)} />
      </Fieldset>
      <Textarea
        id="cp-address"
        label="Postal address"
        error={errors.address}
        rows={2}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('country', 'Country code', 'Two letters (ISO 3166-1), such as DE or NL: e-invoices need it')}
        {text(
          'electronicAddress',
          'E-invoice endpoint',
          'For e-invoices: an e-mail or a Peppol ID such as 0088:5790000435975',
        )}
      </div>
      <Fieldset legend="Wallets" error={errors.wallets}>
        {wallets.map((wallet, i) => (
          <div key={i} className="flex flex-wrap items-start gap-2">
            <div className="w-44">
              <Select
                label={`Network of wallet ${i + 1}`}
                labelHidden
                options={networkOptions}
                value={String(wallet.chainId)}
                onChange={(e) =>
                  setWallets((ws) => ws.map((w, j) => (j === i ? { ...w, chainId: Number(e.target.value) } : w)))
                }
              />
            </div>
            <div className="min-w-64 flex-1">
              <Input
                label={`Address of wallet ${i + 1}`}
                labelHidden
                error={errors[`wallets.${i}`]}
                className="font-mono"
                value={wallet.address}
                onChange={(e) =>
                  setWallets((ws) => ws.map((w, j) => (j === i ? { ...w, address: e.target.value } : w)))
                }
              />
            </div>
            <Button variant="ghost" onClick={() => setWallets((ws) => ws.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => setWallets((ws) => [...ws, { chainId: TREASURY_NETWORKS[0]?.chainId ?? 1, address: '' }])}
        >
          Add wallet
        </Button>
      </Fieldset>
      <Textarea
        id="cp-notes"
        label="Notes"
        error={errors.notes}
        rows={2}
        value={values.notes}
        onChange={(e) => set('notes', e.target.value)}
      />
      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {existing ? 'Save' : 'Add'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

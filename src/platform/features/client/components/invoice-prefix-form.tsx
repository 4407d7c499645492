// The invoice number prefix (meta `invoicePrefix`): used for invoices created from now on; numbers
// already given keep theirs. The message of a refused prefix shows under the field, the text stays.
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusLine } from '@/components/ui/status-line';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { DEFAULT_PREFIX, formatInvoiceNumber, setInvoicePrefix } from '@/platform/features/client/store/invoice-store';

export interface InvoicePrefixFormProps {
  readonly db: WorkspaceDb;
  /** The stored prefix (null: the default). */
  readonly prefix: string | null;
  /** The sequence number the next invoice gets. */
  readonly nextSequence: number;
}

/** A one-field form to set the invoice number prefix, with the next number as a preview. */
export function InvoicePrefixForm({ db, prefix, nextSequence }: InvoicePrefixFormProps) {
  const [value, setValue] = useState(prefix ?? DEFAULT_PREFIX);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSaved(null);
    try {
      await setInvoicePrefix(db, value);
      setError(undefined);
      setSaved(`Saved: the next invoice is ${formatInvoiceNumber(value, nextSequence)}`);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invoice numbers" className="flex flex-wrap items-start gap-2">
      <div className="w-56">
        <Input
          id="invoice-prefix"
          label="Number prefix"
          error={error}
          hint={`Next number: ${formatInvoiceNumber(value, nextSequence)}`}
          value={value}
          maxLength={40}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" className="mt-6">
        Save prefix
      </Button>
      <StatusLine message={saved} className="mt-8" />
    </form>
  );
}

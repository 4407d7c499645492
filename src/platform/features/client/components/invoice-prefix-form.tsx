// The invoice number prefix (meta `invoicePrefix`): the series invoices issued from now on are
// numbered in (each series counts on from its own last number); numbers already given keep theirs. The message of a refused prefix shows under the field, the text stays.
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusLine } from '@/components/ui/status-line';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { DEFAULT_PREFIX, formatInvoiceNumber } from '@/platform/features/client/store/invoice-numbering';
import { setInvoicePrefix } from '@/platform/features/client/store/invoice-store';

export interface InvoicePrefixFormProps {
  readonly db: WorkspaceDb;
  /** The stored prefix (null: the default). */
  readonly prefix: string | null;
  /** Per series, the highest sequence issued (the next issued invoice of a series gets one more). */
  readonly lastSequences: ReadonlyMap<string, number>;
}

/** A one-field form to set the invoice number prefix, with the next number as a preview. */
export function InvoicePrefixForm({ db, prefix, lastSequences }: InvoicePrefixFormProps) {
  const [value, setValue] = useState(prefix ?? DEFAULT_PREFIX);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const next = formatInvoiceNumber(value, (lastSequences.get(value) ?? 0) + 1);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSaved(null);
    try {
      await setInvoicePrefix(db, value);
      setError(undefined);
      setSaved(`Saved: the next invoice issued is ${next}`);
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
          hint={`Next number (given when issued): ${next}`}
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

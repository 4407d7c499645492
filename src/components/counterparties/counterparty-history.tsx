// A client's or vendor's history in a team workspace: the fields two members changed at once, the
// value every device keeps and the one that lost. Nothing shows in a single-browser workspace.
import { ChangeHistory, type ChangeHistoryEntry } from '@/components/ui/change-history';
import type { DateFormatSettings } from '@/lib/primitives/date-format';
import { useRecordHistory, type HistoryEntry } from '@/lib/team/use-record-history';

/** The form's labels, so the history names a field as the form does. */
const LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  legalName: 'Legal name',
  email: 'E-mail',
  taxId: 'Tax ID',
  paymentTermsDays: 'Payment terms (net days)',
  isClient: 'Client',
  isVendor: 'Vendor',
  address: 'Postal address',
  country: 'Country code',
  registrationNumber: 'Registration number',
  electronicAddress: 'E-invoice endpoint',
  wallets: 'Wallets',
  notes: 'Notes',
  incomeAccountId: 'Income account',
  expenseAccountId: 'Expense account',
};

function text(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value === null || value === undefined ? '(none)' : JSON.stringify(value);
}

/** The history entries as the kit shows them. */
export function counterpartyHistoryEntries(entries: readonly HistoryEntry[]): ChangeHistoryEntry[] {
  return entries.map((entry) => ({
    field: LABELS[entry.field] ?? entry.field,
    kept: text(entry.kept),
    lost: text(entry.lost),
    device: entry.device,
    member: entry.member,
    at: entry.at,
  }));
}

/** The record's concurrent edits, when this tab runs the team workspace and there are any. */
export function CounterpartyHistory({ id, dates }: { id: string; dates?: DateFormatSettings }) {
  const entries = useRecordHistory('counterparties', id);
  if (!entries || entries.length === 0) return null;
  return (
    <div className="mt-4">
      <ChangeHistory entries={counterpartyHistoryEntries(entries)} {...(dates ? { dates } : {})} />
    </div>
  );
}

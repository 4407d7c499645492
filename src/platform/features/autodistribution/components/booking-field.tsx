import { Select } from '@/components/ui/select';
import { readRecords } from '@/lib/db/records';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { defaultChart } from '@/lib/ledger/default-chart';
import { bookingOptions, type Booking } from '@/platform/features/autodistribution/model/booking';

/** The account a distribution is booked to (expense or equity), from the workspace's chart. */
export function BookingField({
  db,
  id,
  booking,
  onChange,
}: {
  db: WorkspaceDb;
  id: string;
  booking: Booking;
  onChange: (next: Booking) => void;
}) {
  const chart = useLiveQuery(() => readRecords(db, 'ledgerAccounts'), [db]);
  const accounts = chart.status === 'ready' && chart.data.records.length > 0 ? chart.data.records : defaultChart();
  const options = bookingOptions(accounts);
  return (
    <Select
      id={id}
      label="Book as"
      hint="The payments are categorised to this account; Accounting posts them from there."
      options={options.map((o) => ({ value: o.code, label: o.label }))}
      value={booking.accountCode}
      onChange={(e) => {
        const option = options.find((o) => o.code === e.target.value);
        if (option) onChange({ ...booking, accountCode: option.code, postAs: option.postAs });
      }}
    />
  );
}

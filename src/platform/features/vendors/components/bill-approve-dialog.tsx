// The step before a bill approval's signature: what the wallet is about to sign, read by a person
// (the vendor, the amount, the due date and the address the money will go to, every character),
// as a payment's confirmation shows its recipient before the wallet is asked.
import { Address } from '@/components/ui/address';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { LookAlikeAlert } from '@/components/payments/look-alike-flag';
import type { AddressBook } from '@/lib/chain/address-book';
import type { Bill } from '@/lib/db/entities/bill';
import { toDecimalString } from '@/lib/money/decimal-string';
import { formatMoney } from '@/lib/money/format-money';
import { formatQuantity } from '@/lib/money/format-quantity';
import { formatDay, type DateFormatSettings } from '@/lib/primitives/date-format';
import { networkName } from '@/lib/primitives/networks';

/** A bill's total as the approval signs it: money in its currency (a fiat bill), else every digit of the asset. */
export function billTotalText(bill: Pick<Bill, 'asset' | 'fiat' | 'total'>, locale?: string): string {
  const total = BigInt(bill.total);
  if (bill.fiat) return formatMoney(toDecimalString(total, bill.fiat.decimals), bill.fiat.currency, locale);
  return formatQuantity(total, bill.asset, { symbol: true, ...(locale ? { locale } : {}) });
}

export interface BillApproveDialogProps {
  readonly bill: Bill;
  readonly vendorName: string;
  /** The company's date settings (its locale): the due date as every page writes a day. */
  readonly dates: DateFormatSettings;
  /** The known address the payee is a look-alike of (address poisoning), if it is one. */
  readonly lookAlikeTwin: string | undefined;
  /** Names the known address in the look-alike warning. */
  readonly book: AddressBook;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Approve or Cancel, after the bill's vendor, amount, due date and payee (full, checksummed, flagged if a look-alike). */
export function BillApproveDialog({
  bill,
  vendorName,
  dates,
  lookAlikeTwin,
  book,
  busy,
  onConfirm,
  onCancel,
}: BillApproveDialogProps) {
  return (
    <Dialog title={`Approve bill ${bill.billNumber}`} placement="center" onClose={onCancel}>
      <p className="mb-4 text-sm">Check what you approve: your wallet asks you to sign it next.</p>
      <dl className="space-y-3" data-testid="bill-approval-content">
        <Fact label="Vendor">{vendorName}</Fact>
        <Fact label="Amount">{billTotalText(bill, dates.locale)}</Fact>
        <Fact label="Due">{formatDay(bill.dueDate, dates)}</Fact>
        <Fact label="Paid to">
          {/* Every character: address poisoning copies the ends of a known address. */}
          <span data-testid="bill-approval-payee">
            <Address address={bill.payee} full />
          </span>
          <span className="block text-sm font-normal text-muted">on {networkName(bill.asset.chainId)}</span>
        </Fact>
      </dl>
      {lookAlikeTwin !== undefined ? (
        <div className="mt-4">
          <LookAlikeAlert address={bill.payee} twin={lookAlikeTwin} book={book} />
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          Approve
        </Button>
      </div>
    </Dialog>
  );
}

// Posting of a fiat bill paid in a crypto asset (rule and example: lib/posting/README.md, "Fiat
// bills"). The books hold the asset, so the payable is booked in the asset at the issue rate:
// P = total ÷ issue rate, rounded up (lib/posting/bill-rules.ts posts it on approval). A payment the
// app sent is posted by the transaction rules like any bill payment (its rows are booked to Accounts
// payable: Dr payable U / Cr wallet U, U the units paid). Each counted payment should clear only the
// share of P its value (at its block's rate) is of the total, so an exchange-difference entry moves
// the rest between Accounts payable and Realised FX gain/loss: paying more units than the share
// cleared is a loss (a debit), fewer a gain (a credit). The payment that settles the bill within the
// tolerance clears all of P that is left.
import type { Bill } from '@/lib/db/entities/bill';
import { commodityId } from '@/lib/ledger/commodity';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import type { EntryDraft, Posting } from '@/lib/ledger/entry';
import { exactQuantity } from '@/lib/money/format-quantity';
import { REALISED_FX_ACCOUNT, receivableCleared } from './fiat-invoice-posting';
import type { ValuedPayment } from './fiat-settlement';
import { assetUnitsFor } from './fiat-terms';
import { isoDay } from '@/lib/primitives/days';

export interface FiatBillPostingInput {
  readonly bill: Pick<Bill, 'id' | 'billNumber' | 'state' | 'asset' | 'total' | 'fiat'>;
  /** The counted payments with their values in the bill's currency, oldest first (settleFiat, payable side). */
  readonly valued: readonly Pick<ValuedPayment, 'payment' | 'value'>[];
  /** Settled within the tolerance: the last payment clears the rest of the payable. */
  readonly settled: boolean;
}

/** The payable of a fiat bill in asset units at its issue rate (null without a rate, or for a bill in its asset). */
export function bookedPayable(bill: Pick<Bill, 'asset' | 'total' | 'fiat'>): bigint | null {
  const rate = bill.fiat?.issueRate;
  return rate ? assetUnitsFor(BigInt(bill.total), bill.asset.decimals, rate.price) : null;
}

/** `bill:<id>:fx:<chainId>:<hash>:<logIndex>`: the source of a payment's exchange-difference entry. */
export function billFxSource(billId: string, payment: ValuedPayment['payment']): string {
  return `bill:${billId}:fx:${payment.chainId}:${payment.hash.toLowerCase()}:${payment.logIndex}`;
}

/** The exchange-difference entry of each counted payment of an approved fiat bill (none without a difference). */
export function fiatBillFxDrafts(input: FiatBillPostingInput): EntryDraft[] {
  const { bill } = input;
  const fiat = bill.fiat;
  const booked = bookedPayable(bill);
  const total = BigInt(bill.total);
  if (!fiat || booked === null || bill.state !== 'approved' || total === 0n) return [];
  const commodity = commodityId(bill.asset.chainId, bill.asset.address ?? 'native');
  const p = (accountId: string, amount: bigint): Posting => ({
    accountId,
    commodity,
    amount,
    decimals: bill.asset.decimals,
  });
  const drafts: EntryDraft[] = [];
  const clearing = receivableCleared(booked, total, input);
  input.valued.forEach(({ payment, value: paymentValue }, i) => {
    const clears = clearing[i] ?? 0n;
    // The transaction rules debited the payable with the units paid; it should be debited with `clears`.
    const difference = BigInt(payment.units) - clears;
    if (difference === 0n) return;
    drafts.push({
      date: isoDay(payment.time),
      memo: `Exchange difference on bill ${bill.billNumber} (${payment.hash.slice(0, 10)}…), paid ${exactQuantity(paymentValue, fiat.decimals, fiat.currency)} at its block's rate`,
      postings: [p(ACCOUNT_IDS.payable, -difference), p(REALISED_FX_ACCOUNT, difference)],
      source: billFxSource(bill.id, payment),
    });
  });
  return drafts;
}

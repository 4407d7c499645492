// Posting of a fiat invoice paid in a crypto asset (rule and example: lib/posting/README.md, "Fiat
// invoices and the realised exchange difference"). The books hold the asset, so the receivable is
// booked in the asset at the issue rate: R = total ÷ issue rate, rounded up. Each payment clears the
// share of R its value (at its block's rate) is of the total; the asset received less the receivable
// cleared is the realised exchange difference, posted to Realised FX gain/loss (a credit is a gain).
// A payment that settles the invoice within the tolerance clears all of R that is left.
import type { Invoice } from '@/lib/db/entities/invoice';
import type { Account } from '@/lib/ledger/account';
import { commodityId } from '@/lib/ledger/commodity';
import { ACCOUNT_IDS } from '@/lib/ledger/default-chart';
import { REALISED_FX_ACCOUNT } from '@/lib/ledger/functional/accounts';
import type { EntryDraft, Posting } from '@/lib/ledger/entry';
import type { RuleContext } from '@/lib/ledger/posting-rule';
import { exactQuantity } from '@/lib/money/format-quantity';
import { assetUnitsFor, endOfDayIso, staleRateNote } from './fiat-terms';
import type { ValuedPayment } from './fiat-settlement';
import { invoicePaymentSource, invoiceSource, moneyAccount, type BeforeStart } from './invoice-posting';
import { isoDay } from '@/lib/primitives/days';

/** The account realised exchange differences post to (created under Income on first use). */
export { REALISED_FX_ACCOUNT };

/** The Realised FX gain/loss account when the chart lacks it: under the Income root, first free code from 4800. */
export function missingFxAccount(chart: readonly Account[]): Account[] {
  if (chart.some((account) => account.id === REALISED_FX_ACCOUNT)) return [];
  const taken = new Set(chart.map((account) => account.code));
  let code = 4800;
  while (taken.has(String(code))) code += 1;
  const root = chart.find((account) => account.type === 'income' && account.parentId === null);
  return [
    {
      id: REALISED_FX_ACCOUNT,
      code: String(code),
      name: 'Realised FX gain/loss',
      type: 'income',
      parentId: root?.id ?? null,
      archived: false,
    },
  ];
}

export interface FiatPostingInput {
  readonly invoice: Pick<
    Invoice,
    'id' | 'number' | 'state' | 'issueDate' | 'asset' | 'payee' | 'total' | 'taxTotal' | 'incomeAccountId' | 'fiat'
  > &
    /** When it was issued (its rate read): a rate older than the feed's heartbeat then is named stale. */
    Partial<Pick<Invoice, 'issuedAt'>>;
  /** The counted payments with their values in the invoice currency, oldest first (settleFiat). */
  readonly valued: readonly Pick<ValuedPayment, 'payment' | 'value'>[];
  /** Settled within the tolerance: the last payment clears the rest of the receivable. */
  readonly settled: boolean;
  /** Whether a payment is dated before its network's books start day (its money is in the opening balance). */
  readonly beforeStart?: BeforeStart;
}

/** The receivable of a fiat invoice in asset units at its issue rate (null without a rate). */
export function bookedReceivable(invoice: FiatPostingInput['invoice']): bigint | null {
  const rate = invoice.fiat?.issueRate;
  return rate ? assetUnitsFor(BigInt(invoice.total), invoice.asset.decimals, rate.price) : null;
}

/**
 * What each valued payment clears of a fiat document's booked receivable (or payable): the share of
 * `booked` its value is of the total; the payment that settles it within the tolerance clears the
 * rest. The ledger posts these (the invoice's payment entries, a bill's exchange differences) and
 * the counterparty statements show the same exchange differences.
 */
export function receivableCleared(
  booked: bigint,
  total: bigint,
  input: Pick<FiatPostingInput, 'valued' | 'settled'>,
): bigint[] {
  let value = 0n;
  let cleared = 0n;
  return input.valued.map(({ value: paymentValue }, i) => {
    value += paymentValue;
    const last = i === input.valued.length - 1;
    const clearedSoFar = last && input.settled && value < total ? booked : total > 0n ? (booked * value) / total : 0n;
    const clears = clearedSoFar - cleared;
    cleared = clearedSoFar;
    return clears;
  });
}

/** The drafts of a fiat invoice: the receivable at the issue rate, then each payment with its exchange difference. */
export function fiatInvoiceDrafts(input: FiatPostingInput, context: RuleContext): EntryDraft[] {
  const { invoice } = input;
  const fiat = invoice.fiat;
  const booked = bookedReceivable(invoice);
  if (!fiat || booked === null || invoice.state === 'draft') return [];
  const asset = invoice.asset.address ?? 'native';
  const commodity = commodityId(invoice.asset.chainId, asset);
  const p = (accountId: string, amount: bigint): Posting => ({
    accountId,
    commodity,
    amount,
    decimals: invoice.asset.decimals,
  });
  const total = BigInt(invoice.total);
  const drafts: EntryDraft[] = [];
  if (invoice.state === 'sent' && total > 0n) {
    const tax = (booked * BigInt(invoice.taxTotal)) / total;
    const stale = fiat.issueRate
      ? staleRateNote(fiat.issueRate, invoice.issuedAt ?? endOfDayIso(invoice.issueDate))
      : null;
    drafts.push({
      date: invoice.issueDate,
      memo: `Invoice ${invoice.number} (${fiat.currency} at ${fiat.issueRate?.price ?? '?'} per ${invoice.asset.symbol}${stale ? `; ${stale}` : ''})`,
      postings: [p(ACCOUNT_IDS.receivable, booked), p(invoice.incomeAccountId, -(booked - tax))]
        .concat(tax > 0n ? [p(ACCOUNT_IDS.taxesPayable, -tax)] : [])
        .filter((x) => x.amount !== 0n),
      source: invoiceSource(invoice.id),
    });
  }
  const wallet = () => context.walletAccount(invoice.asset.chainId, invoice.payee, asset, invoice.asset.symbol);
  const clearing = receivableCleared(booked, total, input);
  input.valued.forEach(({ payment, value: paymentValue }, i) => {
    const clears = clearing[i] ?? 0n;
    const units = BigInt(payment.units);
    const difference = units - clears;
    drafts.push({
      date: isoDay(payment.time),
      memo: `Payment of invoice ${invoice.number} (${payment.hash.slice(0, 10)}…), worth ${exactQuantity(paymentValue, fiat.decimals, fiat.currency)} at its block's rate`,
      postings: [
        p(moneyAccount(input.beforeStart, payment, wallet), units),
        p(ACCOUNT_IDS.receivable, -clears),
        p(REALISED_FX_ACCOUNT, -difference),
      ].filter((x) => x.amount !== 0n),
      source: invoicePaymentSource(invoice.id, payment),
    });
  });
  return drafts;
}

// All anomaly checks over the inputs, most serious first, newest first within a kind.
import type { InsightInputs } from '../types';
import { addressChecks } from './address-checks';
import { amountOutliers } from './amount-outliers';
import { ANOMALY_KINDS, outgoingPayments, ownWalletsOf, walletOwners, type Anomaly } from './anomaly';
import { duplicatePayments } from './duplicates';
import { billsPaidTwice, unexpectedPayers } from './payment-checks';

export type { Anomaly, AnomalyKind } from './anomaly';

/** Runs every anomaly check; the order is fixed (kind, then newest first, then id). */
export function findAnomalies(inputs: InsightInputs): Anomaly[] {
  const now = Date.parse(inputs.now);
  const owners = walletOwners(inputs.counterparties);
  const payments = outgoingPayments(inputs.transactions);
  const all = [
    ...addressChecks(payments, inputs.transactions, owners, now, ownWalletsOf(inputs)),
    ...duplicatePayments(payments, owners, now),
    ...billsPaidTwice(inputs.bills, inputs.billPayments, inputs.payments, inputs.transactions, now),
    ...unexpectedPayers(inputs.invoices, inputs.payments, inputs.counterparties, now),
    ...amountOutliers(inputs.transactions, owners, now),
  ];
  const rank = (anomaly: Anomaly) => ANOMALY_KINDS.indexOf(anomaly.kind);
  return all.sort((a, b) => rank(a) - rank(b) || (a.time < b.time ? 1 : a.time > b.time ? -1 : a.id < b.id ? -1 : 1));
}
